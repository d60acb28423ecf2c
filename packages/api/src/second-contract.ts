import { z } from 'zod';
import { pagination, paginationQuery } from './envelope.ts';
import { decimalString, KLINE_INTERVALS, symbolParam } from './markets.ts';
import { positiveDecimal } from './spot.ts';

/**
 * Second contracts (spec sections 3, 4, 5, 7, 8, 9): a stake on the price being higher (up) or lower
 * (down) after a fixed period. Entry price: the first feed tick stamped after the server accepted the
 * order. Exit price: the last tick at or before start + period. Settlement reads only stored ticks.
 */
export const CONTRACT_PERIODS = [30, 60, 300, 900] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

export const CONTRACT_DIRECTIONS = ['up', 'down'] as const;
export const contractDirection = z.enum(CONTRACT_DIRECTIONS);
export type ContractDirection = z.infer<typeof contractDirection>;

export const CONTRACT_STATUSES = ['pending', 'running', 'completed', 'cancelled', 'expired'] as const;
export const contractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatus>;

export const CONTRACT_RESULTS = ['profit', 'loss', 'draw', 'cancelled', 'expired'] as const;
export const contractResult = z.enum(CONTRACT_RESULTS);
export type ContractResult = z.infer<typeof contractResult>;

export const CONTRACT_LIMITS = {
  /** A pending order with no tick after this long expires and is refunded. */
  entryTimeoutMs: 10_000,
  historyDefault: 20,
  /** A stake is a USDT amount: at most this many decimals. */
  stakeDecimals: 8,
} as const;

export const contractPeriodConfig = z.object({
  seconds: z.number().int(),
  /** Profit on a win = amount x payoutRate, e.g. "0.85". */
  payoutRate: decimalString,
});
export type ContractPeriodConfig = z.infer<typeof contractPeriodConfig>;

export const contractConfig = z.object({
  currency: z.string(),
  minAmount: decimalString,
  maxAmount: decimalString,
  periods: z.array(contractPeriodConfig),
  /** What a draw (exit = entry) pays: the stake back. */
  drawRule: z.enum(['refund']),
  /** Pairs contracts may be opened on (compact or display symbols as /trading/pairs shows them). */
  symbols: z.array(z.string()),
});
export type ContractConfig = z.infer<typeof contractConfig>;

/** What the web app shows, saying so, when the config cannot be loaded (spec section 8). */
export const DEFAULT_CONTRACT_CONFIG: ContractConfig = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '50000',
  periods: [
    { seconds: 30, payoutRate: '0.8' },
    { seconds: 60, payoutRate: '0.85' },
    { seconds: 300, payoutRate: '0.9' },
    { seconds: 900, payoutRate: '0.95' },
  ],
  drawRule: 'refund',
  symbols: [],
};

export const openContractRequest = z.object({
  symbol: symbolParam,
  period: z.coerce.number().int(),
  direction: contractDirection,
  amount: positiveDecimal,
  /**
   * The payout rate the person confirmed. When given, a contract opens only at that rate: an operator's
   * change between the confirmation and the order is CONTRACT_RATE_CHANGED, never a silent new rate.
   */
  payoutRate: decimalString.optional(),
});
export type OpenContractRequest = z.infer<typeof openContractRequest>;

/** A stored tick that decided a price: settlement evidence. */
export const contractTick = z.object({
  tickId: z.string(),
  price: decimalString,
  time: z.number().int(),
  source: z.string(),
});
export type ContractTick = z.infer<typeof contractTick>;

export const contractOrder = z.object({
  orderNo: z.string(),
  symbol: z.string(),
  period: z.number().int(),
  direction: contractDirection,
  amount: decimalString,
  currency: z.string(),
  /** Copied from the config when the order was opened. */
  payoutRate: decimalString,
  status: contractStatus,
  result: contractResult.nullable(),
  entryPrice: decimalString.nullable(),
  exitPrice: decimalString.nullable(),
  /** What was paid back at settlement (stake + profit, the stake, or 0); null until settled. */
  payout: decimalString.nullable(),
  /** payout - amount; null until settled. */
  netAmount: decimalString.nullable(),
  createdAt: z.number().int(),
  /** The entry tick's time; null while pending. */
  startAt: z.number().int().nullable(),
  /** startAt + period; null while pending. */
  endAt: z.number().int().nullable(),
  /** Pending: when it expires without an entry tick; otherwise endAt. */
  expireAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /** Milliseconds until endAt (running) or expireAt (pending), at the server's time; 0 when finished. */
  remainingMs: z.number().int(),
  entryTick: contractTick.nullable(),
  exitTick: contractTick.nullable(),
});
export type ContractOrder = z.infer<typeof contractOrder>;

export const contractHistoryQuery = paginationQuery.extend({
  symbol: symbolParam.optional(),
  result: contractResult.optional(),
});
export const contractOrdersResponse = z.object({ items: z.array(contractOrder), pagination });
export type ContractOrdersResponse = z.infer<typeof contractOrdersResponse>;
export const openContractsResponse = z.object({ items: z.array(contractOrder) });
export type OpenContractsResponse = z.infer<typeof openContractsResponse>;

export const contractKlineQuery = z.object({
  symbol: symbolParam,
  interval: z.enum(KLINE_INTERVALS).default('1m'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const contractPriceQuery = z.object({ symbol: symbolParam });
export const contractPrice = z.object({
  symbol: z.string(),
  price: decimalString,
  time: z.number().int(),
  tickId: z.string().nullable(),
  source: z.string(),
  stale: z.boolean(),
  marketOpen: z.boolean(),
});
export type ContractPrice = z.infer<typeof contractPrice>;
