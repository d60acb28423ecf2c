import type { Db } from '../../platform/db.ts';
import { GENESIS_HASH, rowHash } from './chain.ts';
import { auditRowsAfter } from './repo.ts';

export type ChainVerdict = {
  ok: boolean;
  rows: number;
  /** The first row that was changed, removed (a gap) or re-linked; null when the chain holds. */
  firstBrokenSeq: number | null;
  reason: 'hash_mismatch' | 'link_mismatch' | 'gap' | null;
};

const BATCH = 1000;

/** Recomputes every row's hash in order; stops at the first row that does not match. */
export async function verifyChain(db: Db): Promise<ChainVerdict> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = await auditRowsAfter(db, expectedSeq - 1, BATCH);
    for (const row of rows) {
      const broken = (reason: ChainVerdict['reason']): ChainVerdict => ({
        ok: false,
        rows: expectedSeq - 1,
        firstBrokenSeq: Math.min(row.seq, expectedSeq),
        reason,
      });
      if (row.seq !== expectedSeq) return broken('gap');
      if (row.prevHash !== prevHash) return broken('link_mismatch');
      if (rowHash(row) !== row.hash) return broken('hash_mismatch');
      prevHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < BATCH) return { ok: true, rows: expectedSeq - 1, firstBrokenSeq: null, reason: null };
  }
}
