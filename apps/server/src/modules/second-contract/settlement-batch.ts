import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { BalanceSnapshot, Ledger } from '../ledger/index.ts';
import type { ContractNotices } from './contract-notices.ts';
import type { ContractOrderRow } from './repo.ts';

/**
 * How long after an end (or an entry deadline) the outcome is final without a later tick: the feed stamps
 * ticks with its own clock and stores them within milliseconds, so a tick stamped before the end cannot
 * arrive after this; with a later tick stored, nothing earlier can arrive either.
 */
export const SETTLE_GRACE_MS = 1_000;
/** Orders per transaction: large enough to amortise the claim, small enough to keep locks short. */
export const SETTLE_BATCH = 2000;

export type SettlementDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  notices: ContractNotices;
  log: FastifyBaseLogger;
  /** Batches settled side by side (each its own transaction and connection); 1 on PGlite. */
  parallel: number;
};

export type SettleReport = { started: number; expired: number; settled: number };

/** Hands the rows a batch moved to the notices, once its transaction has committed. */
export type Notify = (rows: readonly ContractOrderRow[], balances?: readonly BalanceSnapshot[]) => void;

export const endOf = (row: ContractOrderRow): number => {
  if (!row.end_at) throw new Error(`running contract ${row.order_no} has no end`);
  return row.end_at.getTime();
};

/** The (user, currency) order every posting locks balances in, so settlement passes never deadlock. */
export function compareKeys(a: ContractOrderRow, b: ContractOrderRow): number {
  const left = `${a.user_id}\n${a.currency}`;
  const right = `${b.user_id}\n${b.currency}`;
  return left < right ? -1 : left > right ? 1 : 0;
}
