import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { setUserStatus } from './admin-repo.ts';
import { lockUserStatus } from './repo.ts';

/** UserDetailSources.endSessions: auth ends the sessions, users may not depend on it. */
export type EndSessions = (executor: Db, userId: string) => Promise<() => Promise<void>>;

/**
 * Freezes with `reason` shown as the frozen reason, or unfreezes; the audit row keeps the reason either way.
 * A user already in the requested state is a CONFLICT: another operator got there first, and their reason
 * and time stay (the row lock makes a concurrent change wait and then see it).
 */
export async function setFrozen(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  endSessions: EndSessions,
  change: { actor: AuditActor; id: string; frozen: boolean; reason: string },
) {
  const { actor, id, frozen, reason } = change;
  const status = frozen ? ('frozen' as const) : ('active' as const);
  const frozenReason = frozen ? reason : null;
  let sessionsEnded: (() => Promise<void>) | undefined;
  const changed = await db.transaction().execute(async (trx) => {
    const before = await lockUserStatus(trx, id, 'update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status === status) throw new AppError('CONFLICT');
    const at = dateOf(clock);
    if (!(await setUserStatus(trx, id, { from: before.status, status, reason: frozenReason, at })))
      throw new AppError('CONFLICT');
    if (frozen) sessionsEnded = await endSessions(trx, id);
    await appendAudit(trx, {
      actor,
      at,
      action: frozen ? 'users.freeze' : 'users.unfreeze',
      targetType: 'user',
      targetId: id,
      before: { status: before.status, frozenReason: before.frozen_reason },
      after: { status, frozenReason, reason },
    });
    return { id, status, frozenReason };
  });
  // Committed: every process forgets the person's sessions and closes their sockets.
  await sessionsEnded?.();
  return changed;
}
