import { type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { AppError } from '../../platform/errors.ts';
import { available, frozen, house } from './accounts.ts';
import { auditLedger } from './audit.ts';
import type { EntryDraft } from './entry.ts';
import { freezeLines, moveLines, settleFromFrozenLines, unfreezeLines } from './entry-lines.ts';
import type { CompanionWrite } from './fresh-batch-repo.ts';
import { formatAmount, Money } from './money.ts';

describe.each(backends)('ledger postFresh ($name)', (backend) => {
  const f = useLedgerDatabase(backend);
  const inTransaction = <T>(work: (trx: typeof f.db) => Promise<T>) => f.db.transaction().execute(work);
  const counts = async () => ({
    entries: (await f.db.selectFrom('ledger_entries').select('id').execute()).length,
    lines: (await f.db.selectFrom('ledger_lines').select('id').execute()).length,
  });

  /** Alice has 100 USDT with 30 frozen, as if she had opened three 10 USDT contracts. */
  async function aliceWithStakes(): Promise<string> {
    const alice = await f.newUser();
    await f.ledger.credit({ userId: alice, currency: 'USDT', amount: '100', cause: freshCause() });
    await f.ledger.post({
      type: 'freeze',
      cause: freshCause(),
      lines: freezeLines({ userId: alice, currency: 'USDT', amount: '30' }),
    });
    return alice;
  }

  it('settles a batch in order: balances, balance after each line, the balances it leaves', async () => {
    const alice = await aliceWithStakes();
    const bob = await f.newUser();
    const entries: EntryDraft[] = [
      {
        type: 'settle',
        cause: freshCause(),
        lines: [
          { account: frozen(alice), currency: 'USDT', amount: new Money('-10') },
          { account: house, currency: 'USDT', amount: new Money('-8.000000000000000001') },
          { account: available(alice), currency: 'USDT', amount: new Money('18.000000000000000001') },
        ],
      },
      {
        type: 'settle',
        cause: freshCause(),
        lines: settleFromFrozenLines({ userId: alice, currency: 'USDT', amount: '10', to: house }),
      },
      {
        type: 'unfreeze',
        cause: freshCause(),
        lines: unfreezeLines({ userId: alice, currency: 'USDT', amount: '10' }),
      },
      // Bob never held BTC: the row is created in the batch.
      { type: 'credit', cause: freshCause(), lines: moveLines(house, available(bob), 'BTC', '0.1') },
    ];
    const balances = await inTransaction((trx) => f.ledger.postFresh(entries, trx));
    expect(balances).toEqual(
      expect.arrayContaining([
        { userId: alice, currency: 'USDT', available: '98.000000000000000001', frozen: '0' },
        { userId: bob, currency: 'BTC', available: '0.1', frozen: '0' },
      ]),
    );
    expect(balances).toHaveLength(2);
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({
      available: '98.000000000000000001',
      frozen: '0',
    });
    expect(await f.ledger.balance(bob, 'BTC')).toMatchObject({ available: '0.1', frozen: '0' });
    const afters = await f.db
      .selectFrom('ledger_lines')
      .select(['account', 'balance_after'])
      .where('user_id', '=', alice)
      .orderBy('id')
      .execute();
    expect(afters.map((l) => [l.account, formatAmount(l.balance_after ?? 'NaN')])).toEqual([
      ['available', '100'],
      ['available', '70'],
      ['frozen', '30'],
      ['frozen', '20'],
      ['available', '88.000000000000000001'],
      ['frozen', '10'],
      ['frozen', '0'],
      ['available', '98.000000000000000001'],
    ]);
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('numbers the lines of a batch of thousands in the order given', async () => {
    const alice = await f.newUser();
    await f.ledger.credit({ userId: alice, currency: 'USDT', amount: '10000', cause: freshCause() });
    const freezes: EntryDraft[] = Array.from({ length: 3000 }, () => ({
      type: 'freeze',
      cause: freshCause(),
      lines: freezeLines({ userId: alice, currency: 'USDT', amount: '1' }),
    }));
    await inTransaction((trx) => f.ledger.postFresh(freezes, trx));
    const lines = await f.db
      .selectFrom('ledger_lines')
      .select(['account', 'balance_after'])
      .where('user_id', '=', alice)
      .where('account', '=', 'frozen')
      .orderBy('id')
      .execute();
    // Frozen after each freeze, in id order: 1, 2, ..., 3000 only if the ids follow the batch's order.
    expect(lines.map((line) => formatAmount(line.balance_after ?? 'NaN'))).toEqual(
      Array.from({ length: 3000 }, (_, index) => String(index + 1)),
    );
  });

  it('a cause that already posted fails the whole batch: nothing of it is written', async () => {
    const alice = await aliceWithStakes();
    const settled = freshCause();
    const lines = settleFromFrozenLines({ userId: alice, currency: 'USDT', amount: '10', to: house });
    await f.ledger.post({ type: 'settle', cause: settled, lines });
    const before = await counts();
    const batch: EntryDraft[] = [
      { type: 'settle', cause: freshCause(), lines },
      { type: 'settle', cause: settled, lines },
    ];
    // The cause's unique key refuses it (23505), not anything earlier.
    await expect(inTransaction((trx) => f.ledger.postFresh(batch, trx))).rejects.toMatchObject({
      code: '23505',
    });
    expect(await counts()).toEqual(before);
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({ available: '70', frozen: '20' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('a shortfall after any entry writes nothing and names what was there', async () => {
    const alice = await aliceWithStakes();
    const before = await counts();
    const lines = settleFromFrozenLines({ userId: alice, currency: 'USDT', amount: '20', to: house });
    const batch: EntryDraft[] = [
      { type: 'settle', cause: freshCause(), lines },
      { type: 'settle', cause: freshCause(), lines },
    ];
    const error = await inTransaction((trx) => f.ledger.postFresh(batch, trx)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FROZEN_BALANCE' });
    expect(await counts()).toEqual(before);
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({ available: '70', frozen: '30' });
  });

  it('carries the caller’s writes in its statement: their counts answered, nothing of either when one fails', async () => {
    await sql`CREATE TABLE IF NOT EXISTS companion_probe (id text PRIMARY KEY)`.execute(f.db);
    const probe = (ids: string[]): CompanionWrite => ({
      name: 'probe',
      statement: sql`INSERT INTO companion_probe (id) SELECT unnest(${ids}::text[]) RETURNING 1`,
    });
    const probes = async () => (await sql`SELECT id FROM companion_probe`.execute(f.db)).rows.length;
    const alice = await aliceWithStakes();
    const release = (): EntryDraft => ({
      type: 'unfreeze',
      cause: freshCause(),
      lines: unfreezeLines({ userId: alice, currency: 'USDT', amount: '1' }),
    });
    const written = await inTransaction((trx) =>
      f.ledger.postFreshWith([release()], [probe(['a', 'b'])], trx),
    );
    expect(written.companions.get('probe')).toBe(2);
    expect(written.balances).toEqual([{ userId: alice, currency: 'USDT', available: '71', frozen: '29' }]);
    expect(await probes()).toBe(2);

    // Without entries the companions are still written.
    await inTransaction((trx) => f.ledger.postFreshWith([], [probe(['c'])], trx));
    expect(await probes()).toBe(3);

    // The companion fails (a duplicate key): the journal's part is not written either.
    const before = await counts();
    await expect(
      inTransaction((trx) => f.ledger.postFreshWith([release()], [probe(['a'])], trx)),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await counts()).toEqual(before);
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({ available: '71', frozen: '29' });

    // The journal fails (a shortfall): the companion is not written.
    const tooMuch: EntryDraft = {
      type: 'unfreeze',
      cause: freshCause(),
      lines: unfreezeLines({ userId: alice, currency: 'USDT', amount: '30' }),
    };
    await expect(
      inTransaction((trx) => f.ledger.postFreshWith([tooMuch], [probe(['d'])], trx)),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FROZEN_BALANCE' });
    expect(await probes()).toBe(3);
    await expect(
      inTransaction((trx) => f.ledger.postFreshWith([], [{ ...probe(['e']), name: 'e' }], trx)),
    ).rejects.toThrow(/not allowed/);
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('does not lock again the rows its transaction locked before: one statement when they cover all', async () => {
    const alice = await aliceWithStakes();
    const bob = await f.newUser();
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const release = (): EntryDraft => ({
      type: 'unfreeze',
      cause: freshCause(),
      lines: unfreezeLines({ userId: alice, currency: 'USDT', amount: '1' }),
    });
    const aliceUsdt = { userId: alice, currency: 'USDT' };
    // Locked before (as the spot writer's batch hold does), nothing changed since: the write alone.
    const covered = await inTransaction(async (trx) => {
      const hold = await f.ledger.holdBatch(trx, [aliceUsdt]);
      statements = 0;
      return f.ledger.postFreshWith([release()], [], trx.withPlugin(counting), hold.locked());
    });
    expect(statements).toBe(1);
    expect(covered.balances).toEqual([{ ...aliceUsdt, available: '71', frozen: '29' }]);
    // Nothing locked before: the lock, then the write.
    await inTransaction(async (trx) => {
      statements = 0;
      await f.ledger.postFreshWith([release()], [], trx.withPlugin(counting));
    });
    expect(statements).toBe(2);
    // Partly: bob's BTC has no row yet; it is created and locked, alice's is taken as it was locked.
    const credit: EntryDraft = {
      type: 'credit',
      cause: freshCause(),
      lines: moveLines(house, available(bob), 'BTC', '0.5'),
    };
    const partly = await inTransaction(async (trx) => {
      const hold = await f.ledger.holdBatch(trx, [aliceUsdt, { userId: bob, currency: 'BTC' }]);
      expect(hold.locked()).toHaveLength(1);
      return f.ledger.postFreshWith([release(), credit], [], trx, hold.locked());
    });
    expect(partly.balances).toHaveLength(2);
    expect(partly.balances).toEqual(
      expect.arrayContaining([
        { ...aliceUsdt, available: '73', frozen: '27' },
        { userId: bob, currency: 'BTC', available: '0.5', frozen: '0' },
      ]),
    );
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({ available: '73', frozen: '27' });
    expect((await auditLedger(f.db)).clean).toBe(true);
  });

  it('refuses a batch naming one cause twice, and one outside a transaction', async () => {
    const alice = await aliceWithStakes();
    const cause = freshCause();
    const lines = unfreezeLines({ userId: alice, currency: 'USDT', amount: '1' });
    await expect(
      inTransaction((trx) =>
        f.ledger.postFresh(
          [
            { type: 'unfreeze', cause, lines },
            { type: 'unfreeze', cause, lines },
          ],
          trx,
        ),
      ),
    ).rejects.toThrow(/twice/);
    await expect(f.ledger.postFresh([{ type: 'unfreeze', cause, lines }], f.db)).rejects.toThrow(
      /transaction/,
    );
    expect(await f.ledger.balance(alice, 'USDT')).toMatchObject({ available: '70', frozen: '30' });
  });
});
