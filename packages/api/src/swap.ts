import { z } from 'zod';
import { currencyCode } from './assets.ts';
import { pagination, paginationQuery } from './envelope.ts';
import { decimalString } from './markets.ts';
import { positiveDecimal } from './spot.ts';

/**
 * Swap (convert): one currency into another at the feed price, through USDT when neither side is USDT.
 * GET /swap/quote answers a quote valid SWAP_LIMITS.quoteTtlMs; POST /swap/orders {quoteId} (with an
 * Idempotency-Key) executes it atomically in the ledger; GET /swap/orders is the history.
 */
export const SWAP_LIMITS = {
  quoteTtlMs: 10_000,
  /** Taken from the feed price on each leg: the customer sells a little lower and buys a little higher. */
  spreadRate: '0.001',
  /** Of the received amount, in the received currency. */
  feeRate: '0.001',
  /** Smallest swap, in USDT value. */
  minUsdtValue: '1',
  maxUsdtValue: '1000000',
  /** Swapped amounts (what the user gives and gets) have at most this many decimals. */
  amountDecimals: 8,
} as const;

export const swapQuoteQuery = z.object({
  from: currencyCode,
  to: currencyCode,
  /** Of `from`. */
  amount: positiveDecimal,
});
export type SwapQuoteQuery = z.infer<typeof swapQuoteQuery>;

export const swapQuote = z.object({
  quoteId: z.string(),
  from: z.string(),
  to: z.string(),
  fromAmount: decimalString,
  /** What the user receives, fee already taken off. */
  toAmount: decimalString,
  /** `to` per one `from` after the spread, before the fee. */
  rate: decimalString,
  /** `to` per one `from` at the feed prices, for comparison. */
  feedRate: decimalString,
  spreadRate: decimalString,
  feeRate: decimalString,
  /** In `to`. */
  fee: decimalString,
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type SwapQuote = z.infer<typeof swapQuote>;

export const swapExecuteRequest = z.object({ quoteId: z.string().trim().min(1).max(64) });

export const swapOrder = z.object({
  swapId: z.string(),
  from: z.string(),
  to: z.string(),
  fromAmount: decimalString,
  toAmount: decimalString,
  rate: decimalString,
  fee: decimalString,
  time: z.number().int(),
});
export type SwapOrder = z.infer<typeof swapOrder>;

export const swapHistoryQuery = paginationQuery;
export const swapHistoryResponse = z.object({ items: z.array(swapOrder), pagination });
export type SwapHistoryResponse = z.infer<typeof swapHistoryResponse>;
