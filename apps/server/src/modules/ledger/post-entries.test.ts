import { describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { available, frozen, house } from './accounts.ts';
import { auditLedger } from './audit.ts';
import type { EntryDraft } from './entry.ts';
import { freezeLines, moveLines, settleFromFrozenLines } from './entry-lines.ts';
import { formatAmount } from './money.ts';

describe.each(backends)('ledger postMany ($name)', (backend) => {
  const f = useLedgerDatabase(backend);

  it('posts a batch as if one by one: balances, balance after each line, results in order', async () => {
    const [alice, bob] = [await f.newUser(), await f.newUser()];
    const { ledger } = f;
    await ledger.credit({ userId: alice, currency: 'USDT', amount: '100', cause: freshCause() });
    await ledger.credit({ userId: bob, currency: 'USDT', amount: '50', cause: freshCause() });
    const entries: EntryDraft[] = [
      {
        type: 'freeze',
        cause: freshCause(),
        lines: freezeLines({ userId: alice, currency: 'USDT', amount: '30' }),
      },
      {
        type: 'settle',
        cause: freshCause(),
        lines: [
          ...moveLines(frozen(alice), available(alice), 'USDT', '10'),
          ...moveLines(house, available(alice), 'USDT', '8.000000000000000001'),
        ],
      },
      {
        type: 'settle',
        cause: freshCause(),
        lines: settleFromFrozenLines({ userId: alice, currency: 'USDT', amount: '20', to: house }),
      },
      {
        type: 'freeze',
        cause: freshCause(),
        lines: freezeLines({ userId: bob, currency: 'USDT', amount: '0.5' }),
      },
      // A user who had nothing receives: the row is created in the batch.
      { type: 'credit', cause: freshCause(), lines: moveLines(house, available(bob), 'BTC', '0.1') },
    ];
    const results = await ledger.postMany(entries);
    expect(results.map((r) => r.posted)).toEqual([true, true, true, true, true]);
    expect(results[1]?.balances).toEqual([
      { userId: alice, currency: 'USDT', available: '88.000000000000000001', frozen: '20' },
    ]);
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({
      available: '88.000000000000000001',
      frozen: '0',
    });
    expect(await ledger.balance(bob, 'USDT')).toMatchObject({ available: '49.5', frozen: '0.5' });
    expect(await ledger.balance(bob, 'BTC')).toMatchObject({ available: '0.1', frozen: '0' });
    const afters = await f.db
      .selectFrom('ledger_lines')
      .select(['balance_after'])
      .where('user_id', '=', alice)
      .where('account', '=', 'available')
      .orderBy('id')
      .execute();
    expect(afters.map((l) => formatAmount(l.balance_after ?? 'NaN'))).toEqual([
      '100',
      '70',
      '80',
      '88.000000000000000001',
    ]);

    // Posting the same causes again moves nothing and says so.
    const again = await ledger.postMany(entries);
    expect(again.map((r) => [r.posted, r.entryId])).toEqual(results.map((r) => [false, r.entryId]));
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '88.000000000000000001' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('a shortfall anywhere in the batch writes nothing of it', async () => {
    const alice = await f.newUser();
    const { ledger } = f;
    await ledger.credit({ userId: alice, currency: 'USDT', amount: '10', cause: freshCause() });
    const entries: EntryDraft[] = [
      {
        type: 'freeze',
        cause: freshCause(),
        lines: freezeLines({ userId: alice, currency: 'USDT', amount: '6' }),
      },
      {
        type: 'freeze',
        cause: freshCause(),
        lines: freezeLines({ userId: alice, currency: 'USDT', amount: '6' }),
      },
    ];
    const error = await ledger.postMany(entries).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({ available: '10', frozen: '0' });
    const entriesNow = await f.db.selectFrom('ledger_entries').select('id').execute();
    expect(entriesNow).toHaveLength(1);
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('refuses a batch naming one cause twice', async () => {
    const alice = await f.newUser();
    const cause = freshCause();
    const lines = moveLines(house, available(alice), 'USDT', '1');
    await expect(
      f.ledger.postMany([
        { type: 'credit', cause, lines },
        { type: 'credit', cause, lines },
      ]),
    ).rejects.toThrow(/twice/);
  });
});
