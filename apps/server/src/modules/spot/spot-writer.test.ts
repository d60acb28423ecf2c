import { describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { EntryDraft, Ledger } from '../ledger/index.ts';
import type { BatchWrites } from './batch-writer.ts';
import { PositionCache } from './position-cache.ts';
import { flushBatch } from './spot-writer.ts';

/** A ledger that records the batches it is asked to post and answers the row counts they announce. */
function recordingLedger() {
  const posted: (readonly EntryDraft[])[] = [];
  const ledger = {
    postFreshWith: async (
      entries: readonly EntryDraft[],
      companions: Promise<readonly { name: string; rows: number }[]>,
    ) => {
      posted.push(entries);
      const counts = new Map((await companions).map(({ name, rows }) => [name, rows]));
      return { balances: [], companions: counts };
    },
  };
  return { posted, ledger: ledger as unknown as Ledger };
}

const emptyWrites = (): BatchWrites => ({
  entries: [],
  newOrders: new Map(),
  changedOrders: new Map(),
  trades: [],
  positions: [],
  balancesAfter: new Map(),
  positionsAfter: new Map(),
});

const release: EntryDraft = {
  type: 'unfreeze',
  cause: { type: 'spot-order-release', id: 'o1' },
  lines: [],
};

describe('spot writer flush', () => {
  const flushWith = (ledger: Ledger) =>
    flushBatch({
      // Never reached by these batches: no positions to read.
      db: {} as Db,
      clock: systemClock,
      ledger,
      parallelReads: false,
      positionCache: new PositionCache(),
    });

  it('sends no statement for a batch with nothing to write (the house re-quoting an idle book)', async () => {
    const { posted, ledger } = recordingLedger();
    await flushWith(ledger)({} as Db, emptyWrites(), []);
    expect(posted).toEqual([]);
  });

  it('posts a batch with anything to write, even an entry alone', async () => {
    const { posted, ledger } = recordingLedger();
    await flushWith(ledger)({} as Db, { ...emptyWrites(), entries: [release] }, []);
    expect(posted).toEqual([[release]]);
  });
});
