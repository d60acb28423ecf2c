import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { Money } from '../ledger/index.ts';
import { PositionCache } from './position-cache.ts';
import { type PositionChange, positionKey, positionWrites } from './position-repo.ts';

describe.each(backends)('spot position writes ($name)', (backend) => {
  const f = useLedgerDatabase(backend);
  const at = new Date('2026-11-27T00:00:00Z');

  /** Runs the writes as the batch's ledger statement carries them: one data-modifying CTE each. */
  async function write(changes: PositionChange[]): Promise<{ wrote: number; expected: number }> {
    const { writes } = await positionWrites(f.db, changes, at);
    let wrote = 0;
    for (const { statement } of writes) {
      wrote += (await sql`WITH w AS (${statement}) SELECT 1 FROM w`.execute(f.db)).rows.length;
    }
    return { wrote, expected: writes.reduce((sum, { rows }) => sum + rows, 0) };
  }
  const basis = async (userId: string) =>
    f.db
      .selectFrom('spot_positions')
      .select(['cost_quantity', 'cost_total'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  const buy = (userId: string, quantity: string, cost: string): PositionChange => ({
    kind: 'buy',
    userId,
    currency: 'BTC',
    quantity: new Money(quantity),
    cost: new Money(cost),
  });

  it('applies a batch in order: buys add, a sell keeps the average cost, rounded half up', async () => {
    const alice = await f.newUser();
    expect(await write([buy(alice, '1', '100'), buy(alice, '2', '101')])).toEqual({ wrote: 1, expected: 1 });
    expect(await basis(alice)).toMatchObject({ cost_quantity: expect.stringMatching(/^3(\.0*)?$/) });
    await write([{ kind: 'sell', userId: alice, currency: 'BTC', quantity: new Money('1') }]);
    const after = await basis(alice);
    expect(new Money(after?.cost_quantity ?? 'NaN').toFixed()).toBe('2');
    // 201 x 2 / 3 = 134 exactly.
    expect(new Money(after?.cost_total ?? 'NaN').toFixed()).toBe('134');
  });

  it('writes nothing over a position someone changed since it was read, nor over one created since', async () => {
    const alice = await f.newUser();
    await write([buy(alice, '1', '100')]);
    const { writes: stale } = await positionWrites(f.db, [buy(alice, '1', '50')], at);
    await sql`UPDATE spot_positions SET cost_total = 99 WHERE user_id = ${alice}`.execute(f.db);
    const [changed] = stale;
    expect(changed?.name).toBe('changed_positions');
    const rows = changed ? await sql`WITH w AS (${changed.statement}) SELECT 1 FROM w`.execute(f.db) : null;
    expect(rows?.rows).toHaveLength(0);

    const bob = await f.newUser();
    const {
      writes: [fresh],
    } = await positionWrites(f.db, [buy(bob, '1', '50')], at);
    await write([buy(bob, '2', '70')]);
    expect(fresh?.name).toBe('new_positions');
    const inserted = fresh ? await sql`WITH w AS (${fresh.statement}) SELECT 1 FROM w`.execute(f.db) : null;
    expect(inserted?.rows).toHaveLength(0);
    expect(new Money((await basis(bob))?.cost_total ?? 'NaN').toFixed()).toBe('70');
  });

  it('a sell of what never had a cost writes nothing', async () => {
    const alice = await f.newUser();
    const sell: PositionChange = { kind: 'sell', userId: alice, currency: 'BTC', quantity: new Money('1') };
    expect(await positionWrites(f.db, [sell], at)).toEqual({ writes: [], committed: new Map() });
  });

  it('takes a basis the cache holds instead of reading it, and answers what the batch leaves', async () => {
    const alice = await f.newUser();
    await write([buy(alice, '1', '100')]);
    const cache = new PositionCache();
    const first = await positionWrites(f.db, [buy(alice, '1', '50')], at, cache);
    expect(first.committed).toEqual(new Map([[positionKey(alice, 'BTC'), { quantity: '2', total: '150' }]]));
    cache.remember(first.committed);
    // The database moves on behind the cache: the write built from the cache compares and writes nothing.
    await sql`UPDATE spot_positions SET cost_total = 99 WHERE user_id = ${alice}`.execute(f.db);
    const fromCache = await positionWrites(f.db, [buy(alice, '1', '10')], at, cache);
    expect(fromCache.committed.get(positionKey(alice, 'BTC'))).toEqual({ quantity: '3', total: '160' });
    const [changed] = fromCache.writes;
    const rows = changed ? await sql`WITH w AS (${changed.statement}) SELECT 1 FROM w`.execute(f.db) : null;
    expect(rows?.rows).toHaveLength(0);
    // Forgotten, the basis is read again and the write lands on what the database holds.
    cache.forget();
    const fromDatabase = await positionWrites(f.db, [buy(alice, '1', '10')], at, cache);
    expect(fromDatabase.committed.get(positionKey(alice, 'BTC'))).toEqual({ quantity: '2', total: '109' });
  });

  it('keeps the most recently used bases up to its limit', () => {
    const cache = new PositionCache(2);
    const basis = { quantity: '1', total: '1' };
    cache.remember(
      new Map([
        ['a', basis],
        ['b', basis],
      ]),
    );
    cache.get('a');
    cache.remember(new Map([['c', basis]]));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([basis, undefined, basis]);
    expect(cache.size).toBe(2);
  });
});
