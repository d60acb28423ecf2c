import type { Db } from '../../platform/db.ts';
import { GENESIS_HASH, rowHash } from './chain.ts';
import { insertAuditRow, lastAuditLink, lockAuditLog } from './repo.ts';

/** Who did it: an operator through the console, or the person running the server (CLI, operatorId null). */
export type AuditActor = {
  operatorId: string | null;
  operatorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type AuditRecord = {
  actor: AuditActor;
  at: Date;
  /** Dotted verb, e.g. `users.freeze`, `auth.login_failed`, `config.pair_suspend`. */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  /** What the target looked like before and after (JSON; never a secret, hash or token). */
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one row to the hash chain. Given a transaction, the row commits or rolls back with the change it
 * records (so a logged action always happened, and an action never happens unlogged); given the database,
 * it opens its own transaction.
 */
export async function appendAudit(db: Db, record: AuditRecord): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => appendAudit(trx, record));
  await lockAuditLog(db);
  const last = await lastAuditLink(db);
  const seq = (last?.seq ?? 0) + 1;
  const content = {
    seq,
    at: record.at,
    operatorId: record.actor.operatorId,
    operatorEmail: record.actor.operatorEmail,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.actor.ip,
    userAgent: record.actor.userAgent,
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  await insertAuditRow(db, { ...content, hash: rowHash(content) });
  return seq;
}
