import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { available } from './accounts.ts';
import { auditLedger } from './audit.ts';
import { freezeLines, moveLines, settleFromFrozenLines } from './entry-lines.ts';
import { Money } from './money.ts';

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe.each(backends)('ledger operations ($name)', (backend) => {
  const f = useLedgerDatabase(backend);

  it('credits, freezes, unfreezes, settles, transfers and debits, exactly to the last decimal', async () => {
    const [alice, bob] = [await f.newUser(), await f.newUser()];
    const { ledger } = f;
    await ledger.credit({
      userId: alice,
      currency: 'USDT',
      amount: '100.000000000000000001',
      cause: freshCause(),
    });
    await ledger.freeze({ userId: alice, currency: 'USDT', amount: '40.5', cause: freshCause() });
    await ledger.unfreeze({ userId: alice, currency: 'USDT', amount: '0.5', cause: freshCause() });
    await ledger.settleFromFrozen({
      userId: alice,
      currency: 'USDT',
      amount: '30',
      to: available(bob),
      cause: freshCause(),
    });
    await ledger.transfer({
      fromUserId: bob,
      toUserId: alice,
      currency: 'USDT',
      amount: '0.000000000000000001',
      cause: freshCause(),
    });
    const debited = await ledger.debit({
      userId: bob,
      currency: 'USDT',
      amount: '29.999999999999999999',
      to: 'funding',
      cause: freshCause(),
    });

    expect(debited.posted).toBe(true);
    expect(debited.balances).toEqual([{ userId: bob, currency: 'USDT', available: '0', frozen: '0' }]);
    expect(await ledger.balance(alice, 'USDT')).toMatchObject({
      available: '60.000000000000000002',
      frozen: '10',
    });
    expect(await ledger.balance(bob, 'USDT')).toMatchObject({ available: '0', frozen: '0' });
    expect(await ledger.balance(bob, 'BTC')).toEqual({
      currency: 'BTC',
      available: '0',
      frozen: '0',
      updatedAt: null,
    });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('refuses a freeze beyond available with the amount available, and changes nothing', async () => {
    const user = await f.newUser();
    await f.ledger.credit({ userId: user, currency: 'BTC', amount: '0.50', cause: freshCause() });
    const error = await failureOf(
      f.ledger.freeze({ userId: user, currency: 'BTC', amount: '0.5000001', cause: freshCause() }),
    );
    expect(error.code).toBe('INSUFFICIENT_BALANCE');
    expect(error.params).toEqual({ available: '0.5', currency: 'BTC' });
    expect(await f.ledger.balance(user, 'BTC')).toMatchObject({ available: '0.5', frozen: '0' });
    const entries = await f.db.selectFrom('ledger_entries').select('type').execute();
    expect(entries).toEqual([{ type: 'credit' }]);

    const frozenError = await failureOf(
      f.ledger.unfreeze({ userId: user, currency: 'BTC', amount: '1', cause: freshCause() }),
    );
    expect(frozenError.code).toBe('INSUFFICIENT_FROZEN_BALANCE');
    expect(frozenError.params).toEqual({ frozen: '0', currency: 'BTC' });
  });

  it('takes nothing from a currency never held, and creates no balance row for it', async () => {
    const user = await f.newUser();
    const error = await failureOf(
      f.ledger.freeze({ userId: user, currency: 'ETH', amount: '1', cause: freshCause() }),
    );
    expect(error.params).toEqual({ available: '0', currency: 'ETH' });
    expect(await f.db.selectFrom('balances').selectAll().execute()).toEqual([]);
  });

  it('rejects zero, negative, exponent, over-precise and oversized amounts as invalid input', async () => {
    const user = await f.newUser();
    const bad = ['0', '-1', '1e3', '0.0000000000000000001', '1000000000000000000', ' 1', '1.', 'abc', '0x10'];
    for (const amount of bad) {
      const error = await failureOf(
        f.ledger.credit({ userId: user, currency: 'USDT', amount, cause: freshCause() }),
      );
      expect([amount, error.code, error.fieldErrors]).toEqual([
        amount,
        'VALIDATION_FAILED',
        { amount: ['validation.invalid'] },
      ]);
    }
    expect(await f.db.selectFrom('ledger_entries').selectAll().execute()).toEqual([]);
  });

  it('accepts the extremes of NUMERIC(36,18)', async () => {
    const user = await f.newUser();
    await f.ledger.credit({
      userId: user,
      currency: 'USDT',
      amount: '999999999999999999.999999999999999999',
      cause: freshCause(),
    });
    await f.ledger.freeze({
      userId: user,
      currency: 'USDT',
      amount: '0.000000000000000001',
      cause: freshCause(),
    });
    expect(await f.ledger.balance(user, 'USDT')).toMatchObject({
      available: '999999999999999999.999999999999999998',
      frozen: '0.000000000000000001',
    });
  });

  it('rejects a malformed currency as invalid input', async () => {
    const user = await f.newUser();
    const error = await failureOf(
      f.ledger.credit({ userId: user, currency: 'usdt', amount: '1', cause: freshCause() }),
    );
    expect(error.fieldErrors).toEqual({ currency: ['validation.invalid'] });
  });

  it('posts a cause once: a second post moves nothing and names the first entry', async () => {
    const user = await f.newUser();
    const cause = freshCause('deposit');
    const first = await f.ledger.credit({ userId: user, currency: 'USDT', amount: '5', cause });
    const second = await f.ledger.credit({ userId: user, currency: 'USDT', amount: '7', cause });
    expect(first.posted).toBe(true);
    expect(second).toEqual({ entryId: first.entryId, posted: false, balances: [] });
    expect(await f.ledger.balance(user, 'USDT')).toMatchObject({ available: '5' });
  });

  it('settles a trade as one entry: buyer, seller and fees together, or not at all', async () => {
    const [buyer, seller] = [await f.newUser(), await f.newUser()];
    const { ledger } = f;
    await ledger.credit({ userId: buyer, currency: 'USDT', amount: '1000', cause: freshCause() });
    await ledger.credit({ userId: seller, currency: 'BTC', amount: '1', cause: freshCause() });
    await ledger.freeze({ userId: buyer, currency: 'USDT', amount: '501', cause: freshCause() });
    await ledger.freeze({ userId: seller, currency: 'BTC', amount: '0.01', cause: freshCause() });
    const trade = (btc: string) => ({
      type: 'trade' as const,
      cause: { type: 'trade', id: `t-${btc}` },
      lines: [
        ...settleFromFrozenLines({ userId: buyer, currency: 'USDT', amount: '500', to: available(seller) }),
        ...settleFromFrozenLines({ userId: buyer, currency: 'USDT', amount: '0.5', to: { kind: 'fees' } }),
        ...settleFromFrozenLines({ userId: seller, currency: 'BTC', amount: btc, to: available(buyer) }),
      ],
    });
    // The seller froze only 0.01 BTC: the whole trade fails, the buyer's side included.
    expect((await failureOf(ledger.post(trade('0.02')))).code).toBe('INSUFFICIENT_FROZEN_BALANCE');
    expect(await ledger.balance(buyer, 'USDT')).toMatchObject({ available: '499', frozen: '501' });

    const posted = await ledger.post(trade('0.01'));
    expect(posted.balances).toEqual([
      ...[
        { userId: buyer, currency: 'BTC', available: '0.01', frozen: '0' },
        { userId: buyer, currency: 'USDT', available: '499', frozen: '0.5' },
        { userId: seller, currency: 'BTC', available: '0.99', frozen: '0' },
        { userId: seller, currency: 'USDT', available: '500', frozen: '0' },
      ].sort((a, b) => (`${a.userId}\n${a.currency}` < `${b.userId}\n${b.currency}` ? -1 : 1)),
    ]);
    const report = await auditLedger(f.db);
    expect(report.clean).toBe(true);
    expect(report.systemAccounts).toEqual([
      { account: 'fees', currency: 'USDT', balance: '0.5' },
      { account: 'house', currency: 'BTC', balance: '-1' },
      { account: 'house', currency: 'USDT', balance: '-1000' },
    ]);
  });

  it('refuses an entry that does not balance, before writing anything', async () => {
    const user = await f.newUser();
    // Computed amounts of another Decimal configuration (20 significant digits) are summed exactly too.
    for (const [taken, given] of [
      [new Money('-1'), new Money('1.000000000000000001')],
      [new Decimal('-10000000000'), new Decimal('10000000000.000000000000000001')],
    ] as const) {
      await expect(
        f.ledger.post({
          type: 'credit',
          cause: freshCause(),
          lines: [
            { account: { kind: 'house' }, currency: 'USDT', amount: taken },
            { account: available(user), currency: 'USDT', amount: given },
          ],
        }),
      ).rejects.toThrow(/leaves 0.000000000000000001 USDT/);
    }
    await expect(
      f.ledger.post({
        type: 'credit',
        cause: freshCause(),
        lines: moveLines({ kind: 'house' }, available(user), 'USDT', '1').slice(0, 1),
      }),
    ).rejects.toThrow(/at least two lines/);
    expect(await f.db.selectFrom('ledger_entries').selectAll().execute()).toEqual([]);
  });

  it('posts inside the caller’s transaction, and rolls back with it', async () => {
    const user = await f.newUser();
    await f.ledger.credit({ userId: user, currency: 'USDT', amount: '10', cause: freshCause() });
    await expect(
      f.db.transaction().execute(async (trx) => {
        await f.ledger.post(
          {
            type: 'freeze',
            cause: freshCause(),
            lines: freezeLines({ userId: user, currency: 'USDT', amount: '4' }),
          },
          trx,
        );
        expect(await f.ledger.balance(user, 'USDT', trx)).toMatchObject({ available: '6', frozen: '4' });
        throw new Error('the order insert failed');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await f.ledger.balance(user, 'USDT')).toMatchObject({ available: '10', frozen: '0' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('lists a user’s lines newest first with the balance after each', async () => {
    const user = await f.newUser();
    await f.ledger.credit({
      userId: user,
      currency: 'USDT',
      amount: '10',
      cause: { type: 'deposit', id: 'd1' },
      memo: 'first deposit',
    });
    await f.ledger.freeze({
      userId: user,
      currency: 'USDT',
      amount: '2.5',
      cause: { type: 'order-freeze', id: 'o1' },
    });
    await f.ledger.credit({
      userId: user,
      currency: 'ETH',
      amount: '1',
      cause: { type: 'deposit', id: 'd2' },
    });
    const all = await f.ledger.history(user, { page: 1, limit: 10 });
    expect(all.total).toBe(4);
    expect(
      all.lines.map((line) => [
        line.type,
        line.cause.id,
        line.currency,
        line.account,
        line.amount,
        line.balanceAfter,
      ]),
    ).toEqual([
      ['credit', 'd2', 'ETH', 'available', '1', '1'],
      ['freeze', 'o1', 'USDT', 'frozen', '2.5', '2.5'],
      ['freeze', 'o1', 'USDT', 'available', '-2.5', '7.5'],
      ['credit', 'd1', 'USDT', 'available', '10', '10'],
    ]);
    expect(all.lines[3]?.memo).toBe('first deposit');
    const usdtPage2 = await f.ledger.history(user, { currency: 'USDT', page: 2, limit: 2 });
    expect(usdtPage2.total).toBe(3);
    expect(usdtPage2.lines.map((line) => line.cause.id)).toEqual(['d1']);
  });
});
