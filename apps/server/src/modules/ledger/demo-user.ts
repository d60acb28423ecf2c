import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { uniqueViolationOf } from '../../platform/db.ts';
import { hashPassword } from '../auth/index.ts';
import { createUser, findUserByLogin } from '../users/index.ts';
import { creditLines } from './entry-lines.ts';
import { createLedger } from './ledger.ts';

/** Shown in the README and on the login page: a newcomer can trade at once. */
export const DEMO_USER = { account: 'demo', password: 'demo1234', email: 'demo@halcyon.local' } as const;

/** What the demo user starts with, credited from the house account. */
export const DEMO_GRANT = [
  { currency: 'USDT', amount: '10000' },
  { currency: 'BTC', amount: '0.5' },
  { currency: 'ETH', amount: '5' },
] as const;

export const DEMO_GRANT_CAUSE = 'demo-grant';

export type DemoUserOutcome = { userId: string; created: boolean; granted: boolean } | null;

/** The demo user's id, creating it if needed; null when someone else holds the name or the e-mail. */
async function demoUserId(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log'>,
): Promise<{ id: string; created: boolean } | null> {
  const existing = await findUserByLogin(ctx.db, DEMO_USER.account);
  if (existing) {
    // A person who registered "demo" on a server that later turned DEMO_USER on must not receive money.
    if (existing.email.toLowerCase() !== DEMO_USER.email) {
      ctx.log.warn('an account named "demo" exists that is not the demo user: no demo balance granted');
      return null;
    }
    return { id: existing.id, created: false };
  }
  const passwordHash = await hashPassword(DEMO_USER.password);
  try {
    const row = await createUser(ctx.db, {
      account: DEMO_USER.account,
      email: DEMO_USER.email,
      passwordHash,
      nickname: DEMO_USER.account,
      referrerId: null,
      at: dateOf(ctx.clock),
    });
    return { id: row.id, created: true };
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint !== 'users_account_key' && constraint !== 'users_email_key') throw error;
    // Another process starting at the same moment created it first: use theirs.
    const winner = await findUserByLogin(ctx.db, DEMO_USER.account);
    return winner && winner.email.toLowerCase() === DEMO_USER.email
      ? { id: winner.id, created: false }
      : null;
  }
}

/**
 * DEMO_USER=on: makes sure the demo user exists and has had its grant, on every start. Both steps are safe
 * to repeat and to race: the account name is unique, and the grant is one journal entry whose cause
 * ('demo-grant', user id) can post only once, so spending the demo money and restarting gives none back.
 */
export async function ensureDemoUser(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log'>,
): Promise<DemoUserOutcome> {
  const user = await demoUserId(ctx);
  if (!user) return null;
  const result = await createLedger(ctx).post({
    type: 'credit',
    cause: { type: DEMO_GRANT_CAUSE, id: user.id },
    memo: 'Demo account starting balance',
    lines: DEMO_GRANT.flatMap((grant) => creditLines({ userId: user.id, ...grant, from: 'house' })),
  });
  if (result.posted) {
    ctx.log.info(
      `Demo user ready: ${DEMO_USER.account} / ${DEMO_USER.password} (set DEMO_USER=off to disable)`,
    );
  }
  return { userId: user.id, created: user.created, granted: result.posted };
}
