import { describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { auditLedger } from './audit.ts';

/**
 * On PostgreSQL the test pool has several connections, so these transactions really run at once and meet
 * at the row locks; PGlite has one connection and queues them, which must give the same answers.
 */
describe.each(backends)('ledger under concurrency ($name)', (backend) => {
  const f = useLedgerDatabase(backend);

  it('100 parallel freezes of one balance: exactly floor(balance / amount) succeed, never an overdraft', async () => {
    const user = await f.newUser();
    await f.ledger.credit({ userId: user, currency: 'USDT', amount: '10', cause: freshCause() });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        f.ledger.freeze({
          userId: user,
          currency: 'USDT',
          amount: '0.37',
          cause: freshCause('order-freeze'),
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(succeeded).toHaveLength(27);
    expect(failed).toHaveLength(73);
    for (const reason of failed) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await f.ledger.balance(user, 'USDT')).toMatchObject({ available: '0.01', frozen: '9.99' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('the same cause posted twice at once posts exactly once', async () => {
    const user = await f.newUser();
    const cause = freshCause('deposit');
    const results = await Promise.all(
      Array.from({ length: 2 }, () =>
        f.ledger.credit({ userId: user, currency: 'BTC', amount: '0.25', cause }),
      ),
    );
    expect(results.map((result) => result.posted).sort()).toEqual([false, true]);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(await f.ledger.balance(user, 'BTC')).toMatchObject({ available: '0.25' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('transfers both ways between two users at once neither deadlock nor lose a unit', async () => {
    const [alice, bob] = [await f.newUser(), await f.newUser()];
    await f.ledger.credit({ userId: alice, currency: 'ETH', amount: '50', cause: freshCause() });
    await f.ledger.credit({ userId: bob, currency: 'ETH', amount: '50', cause: freshCause() });
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        f.ledger.transfer({
          fromUserId: index % 2 === 0 ? alice : bob,
          toUserId: index % 2 === 0 ? bob : alice,
          currency: 'ETH',
          amount: index % 2 === 0 ? '0.3' : '0.1',
          cause: freshCause('transfer'),
        }),
      ),
    );
    expect(await f.ledger.balance(alice, 'ETH')).toMatchObject({ available: '44' });
    expect(await f.ledger.balance(bob, 'ETH')).toMatchObject({ available: '56' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('a first deposit of a new currency from several sides at once creates one row and keeps every unit', async () => {
    const user = await f.newUser();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        f.ledger.credit({ userId: user, currency: 'SOL', amount: '1.5', cause: freshCause() }),
      ),
    );
    expect(await f.ledger.balance(user, 'SOL')).toMatchObject({ available: '30' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });
});
