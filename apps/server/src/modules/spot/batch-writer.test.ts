import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../../test/test-database.ts';
import type { BalanceKey, BatchHold } from '../ledger/index.ts';
import { BatchWriter, type BatchWrites } from './batch-writer.ts';
import type { SymbolDesk } from './symbol-desk.ts';

/** A book stand-in: always loaded; counts rebuilds. */
function fakeDesk(): SymbolDesk & { recoveries: number } {
  const desk = {
    recoveries: 0,
    isLoaded: true,
    ensureLoaded: () => Promise.resolve(),
    recover: async () => {
      desk.recoveries += 1;
    },
  };
  return desk as unknown as SymbolDesk & { recoveries: number };
}

const noHold: BatchHold = {
  reserve: () => Promise.reject(new Error('no reservations here')),
  release: () => undefined,
  locked: () => [],
};

describe.each(backends)('spot batch writer pipeline ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
    // Checked at COMMIT: a batch can write everything and still fail to commit.
    await sql`CREATE TABLE IF NOT EXISTS commit_probe (k text UNIQUE DEFERRABLE INITIALLY DEFERRED)`.execute(
      database.handle.db,
    );
  });
  afterAll(async () => database.dispose());

  it('a batch whose predecessor fails to commit matches nothing until the retries are done, then runs', async () => {
    const events: string[] = [];
    let flushes = 0;
    let attempts = 0;
    let queueLater: () => void = () => undefined;
    const writer = new BatchWriter({
      db: database.handle.db,
      log: pino({ level: 'silent' }),
      maxBatch: 64,
      holdBalances: async () => {
        attempts += 1;
        return noHold;
      },
      findClientOrders: async () => [],
      parallelReads: backend.name === 'postgres',
      recovered: () => undefined,
      committed: () => events.push('committed'),
      rolledBack: () => events.push('rolled back'),
      flush: async (trx, _writes: BatchWrites) => {
        flushes += 1;
        // The second batch writes a duplicate that only COMMIT rejects, and queues a command meanwhile.
        const keys = flushes === 2 ? ['dup', 'dup'] : [`k${flushes}`];
        for (const k of keys) await sql`INSERT INTO commit_probe (k) VALUES (${k})`.execute(trx);
        if (flushes === 2) queueLater();
      },
    });
    const desk = fakeDesk();
    let fourth: Promise<unknown> = Promise.resolve();
    const command = (name: string) =>
      writer.run(desk, async () => {
        events.push(`run ${name}`);
        // d queues while c's batch runs: it must not wait on c's failed first attempt as a predecessor.
        if (name === 'c') fourth = command('d');
        return { value: name, effects: null };
      });
    let third: Promise<unknown> = Promise.resolve();
    queueLater = () => {
      third = command('c');
    };
    // x runs alone; a and b queue behind it and go as one batch.
    const answers = await Promise.all([command('x'), command('a'), command('b')]);
    expect(answers.map((answer) => answer.value)).toEqual(['x', 'a', 'b']);
    expect((await third) as { value: string }).toMatchObject({ value: 'c' });
    expect((await fourth) as { value: string }).toMatchObject({ value: 'd' });
    await writer.idle();
    // The failed batch ran a and b; their retries ran each alone; c ran once, after them; then d.
    // Each commit is told before the next batch runs; the failed batch's rollback before its retries (c's
    // own, rolled back before matching, may come while they run).
    expect(events.filter((event) => event !== 'rolled back')).toEqual([
      'run x',
      'committed',
      'run a',
      'run b',
      'run a',
      'committed',
      'run b',
      'committed',
      'run c',
      'committed',
      'run d',
      'committed',
    ]);
    expect(events.indexOf('rolled back')).toBe(4);
    expect(events.filter((event) => event === 'rolled back')).toHaveLength(2);
    // Transactions: x, [a, b], c (rolled back before matching), a, b, c again, d: no other wasted one.
    expect(attempts).toBe(7);
    const rows = await sql<{ k: string }>`SELECT k FROM commit_probe ORDER BY k`.execute(database.handle.db);
    expect(rows.rows.map((row) => row.k)).toEqual(['k1', 'k3', 'k4', 'k5', 'k6']);
  });

  it('locks what its commands freeze from and expect to settle, asked in order with one scratch', async () => {
    const locks: BalanceKey[][] = [];
    const writer = new BatchWriter({
      db: database.handle.db,
      log: pino({ level: 'silent' }),
      maxBatch: 64,
      holdBalances: async (_trx, keys) => {
        locks.push(keys);
        return noHold;
      },
      findClientOrders: async () => [],
      parallelReads: false,
      recovered: () => undefined,
      committed: () => undefined,
      rolledBack: () => undefined,
      flush: async () => undefined,
    });
    const desk = fakeDesk();
    const usdt = (userId: string) => ({ userId, currency: 'USDT' });
    const command = (name: string, settles: ((ahead: Map<string, number>) => BalanceKey[]) | null) =>
      writer.run(desk, async () => ({ value: name, effects: null }), { freezeKey: usdt(name), settles });
    // x runs alone; a and b queue behind it and go as one batch: b's guess sees what a's left in the scratch.
    await Promise.all([
      command('x', null),
      command('a', (ahead) => {
        ahead.set('BTC/USDT buy', 2);
        return [usdt('maker1')];
      }),
      command('b', (ahead) => [usdt(`maker${ahead.get('BTC/USDT buy')}`)]),
    ]);
    expect(locks).toEqual([[usdt('x')], [usdt('a'), usdt('maker1'), usdt('b'), usdt('maker2')]]);
  });
});
