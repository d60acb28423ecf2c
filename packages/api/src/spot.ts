import { z } from 'zod';
import { pagination, paginationQuery } from './envelope.ts';
import { decimalString, symbolParam } from './markets.ts';

/**
 * Spot trading (spec sections 3 Spot order / Position, 4 spot order status, 7 Trading). Every pair is
 * quoted in USDT and every fee is paid in USDT: a buyer pays price x quantity + fee, a seller receives
 * price x quantity - fee, at the pair's maker rate when the order rested and its taker rate when it took.
 */

/**
 * An amount a person types: a positive decimal string, at most 18 decimals (NUMERIC(36,18)), written
 * plainly: no spaces, sign, exponent or leading zeros (" 1 ", "00001" and "1e3" are a client's bug, not a
 * number to guess at). Each route also caps the decimals at its currency's or pair's precision.
 */
export const positiveDecimal = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,18})?$/, { error: 'validation.decimalInvalid' })
  .refine((value) => /[1-9]/.test(value), { error: 'validation.mustBePositive' });

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const orderSide = z.enum(ORDER_SIDES);
export type OrderSide = z.infer<typeof orderSide>;

export const SPOT_ORDER_TYPES = ['limit', 'market'] as const;
export const spotOrderType = z.enum(SPOT_ORDER_TYPES);
export type SpotOrderType = z.infer<typeof spotOrderType>;

/** Spec section 4. `pending`: resting, nothing filled yet. */
export const SPOT_ORDER_STATUSES = ['pending', 'partially_filled', 'filled', 'cancelled'] as const;
export const spotOrderStatus = z.enum(SPOT_ORDER_STATUSES);
export type SpotOrderStatus = z.infer<typeof spotOrderStatus>;

export const SPOT_LIMITS = {
  depthDefault: 100,
  depthMax: 500,
  /** Levels per side in a depth websocket snapshot and the most a diff can carry. */
  depthChannelLevels: 50,
  /** Depth diffs per symbol per second, at most. */
  depthUpdatesPerSecond: 10,
  tradesDefault: 500,
  tradesMax: 1000,
  maxOpenOrdersPerUser: 200,
  /** The USDT amount of a market order by quote amount has at most this many decimals. */
  quoteAmountDecimals: 8,
  /** How often the trade screen re-reads its tabs when the websocket is down (the auto-refresh status). */
  autoRefreshSeconds: 5,
} as const;

const clientOrderId = z
  .string()
  .trim()
  .min(1)
  .max(36)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });

export const limitOrderRequest = z.object({
  symbol: symbolParam,
  side: orderSide,
  price: positiveDecimal,
  quantity: positiveDecimal,
  /** The client's own id: a second order with the same id answers the first one (idempotent). */
  clientOrderId: clientOrderId.optional(),
});
export type LimitOrderRequest = z.infer<typeof limitOrderRequest>;

/** Exactly one of quantity (base) or quoteAmount (USDT to spend or to receive, fee not included). */
export const marketOrderRequest = z
  .object({
    symbol: symbolParam,
    side: orderSide,
    quantity: positiveDecimal.optional(),
    quoteAmount: positiveDecimal.optional(),
    clientOrderId: clientOrderId.optional(),
  })
  .refine((body) => (body.quantity === undefined) !== (body.quoteAmount === undefined), {
    error: 'validation.quantityOrQuoteAmount',
    path: ['quantity'],
  });
export type MarketOrderRequest = z.infer<typeof marketOrderRequest>;

export const cancelOrderRequest = z.object({ orderId: z.string().trim().min(1).max(64) });
export const cancelAllRequest = z.object({ symbol: symbolParam.optional() });
export const cancelAllResponse = z.object({ cancelled: z.number().int() });

export const spotOrder = z.object({
  /** Opaque, not sequential. */
  orderId: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: z.string(),
  side: orderSide,
  type: spotOrderType,
  /** Limit price; null for market orders. */
  price: decimalString.nullable(),
  /** Requested base quantity; null for a market order by quote amount. */
  quantity: decimalString.nullable(),
  /** Requested quote amount of a market order by quote amount, else null. */
  quoteAmount: decimalString.nullable(),
  filledQuantity: decimalString,
  /** Sum of price x quantity of the fills (USDT). */
  filledQuote: decimalString,
  /** filledQuote / filledQuantity, null before the first fill. */
  averagePrice: decimalString.nullable(),
  /** Fees paid so far (USDT). */
  fee: decimalString,
  status: spotOrderStatus,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SpotOrder = z.infer<typeof spotOrder>;

export const ordersQuery = paginationQuery.extend({ symbol: symbolParam.optional() });
export type OrdersQuery = z.infer<typeof ordersQuery>;
export const ordersResponse = z.object({ items: z.array(spotOrder), pagination });
export type OrdersResponse = z.infer<typeof ordersResponse>;

/** One fill of one of the user's orders ("my trades"). */
export const myTrade = z.object({
  tradeId: z.string(),
  orderId: z.string(),
  symbol: z.string(),
  side: orderSide,
  role: z.enum(['maker', 'taker']),
  price: decimalString,
  quantity: decimalString,
  /** price x quantity (USDT). */
  total: decimalString,
  fee: decimalString,
  feeCurrency: z.string(),
  time: z.number().int(),
});
export type MyTrade = z.infer<typeof myTrade>;
export const myTradesQuery = ordersQuery;
export const myTradesResponse = z.object({ items: z.array(myTrade), pagination });
export type MyTradesResponse = z.infer<typeof myTradesResponse>;

/** A public trade of the pair (recent trades). */
export const publicTrade = z.object({
  tradeId: z.string(),
  symbol: z.string(),
  price: decimalString,
  quantity: decimalString,
  /** The side of the order that took liquidity: buy means the price was lifted. */
  takerSide: orderSide,
  time: z.number().int(),
});
export type PublicTrade = z.infer<typeof publicTrade>;
export const recentTradesQuery = z.object({
  symbol: symbolParam,
  limit: z.coerce.number().int().min(1).max(SPOT_LIMITS.tradesMax).default(SPOT_LIMITS.tradesDefault),
});
/** Newest first. */
export const recentTradesResponse = z.object({ symbol: z.string(), trades: z.array(publicTrade) });
export type RecentTradesResponse = z.infer<typeof recentTradesResponse>;

/** [price, quantity], decimal strings. */
export const depthLevel = z.tuple([decimalString, decimalString]);
export type DepthLevel = z.infer<typeof depthLevel>;
export const depthQuery = z.object({
  symbol: symbolParam,
  limit: z.coerce.number().int().min(1).max(SPOT_LIMITS.depthMax).default(SPOT_LIMITS.depthDefault),
});
/** Bids best (highest) first, asks best (lowest) first; `lastUpdateId` orders snapshots and diffs. */
export const depthSnapshot = z.object({
  symbol: z.string(),
  lastUpdateId: z.number().int(),
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
  time: z.number().int(),
});
export type DepthSnapshot = z.infer<typeof depthSnapshot>;

/** A websocket depth diff: changed levels only; quantity "0" removes the level. */
export const depthDiff = z.object({
  symbol: z.string(),
  firstUpdateId: z.number().int(),
  lastUpdateId: z.number().int(),
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
  time: z.number().int(),
});
export type DepthDiff = z.infer<typeof depthDiff>;

export const positionsQuery = z.object({ symbol: symbolParam.optional() });
/**
 * A base currency the user holds or has traded. Cost basis is the average of what spot buys cost (price x
 * quantity + fee), reduced proportionally by sells; holdings that never came through a trade (deposits,
 * grants, swaps) carry no cost, so averageCost and the P/L cover `costQuantity` only.
 */
export const position = z.object({
  symbol: z.string(),
  currency: z.string(),
  /** available + frozen of the base currency. */
  quantity: decimalString,
  /** The part of the quantity with a known cost (bought on spot). */
  costQuantity: decimalString,
  averageCost: decimalString.nullable(),
  /** quantity x the current price (USDT); null when the pair has no price. */
  currentValue: decimalString.nullable(),
  profitLoss: decimalString.nullable(),
  profitLossPercent: decimalString.nullable(),
  /** Whole lots the available USDT buys at the best ask, taker fee included. */
  buyableQuantity: decimalString,
  /** Available base quantity, down to whole lots. */
  sellableQuantity: decimalString,
});
export type Position = z.infer<typeof position>;
export const positionsResponse = z.object({ positions: z.array(position) });
export type PositionsResponse = z.infer<typeof positionsResponse>;

export const spotBalanceQuery = z.object({
  /** Comma-separated currencies, e.g. "USDT,BTC"; all held currencies (and USDT) when absent. */
  assets: z.string().trim().max(200).optional(),
});
export const spotBalance = z.object({
  currency: z.string(),
  available: decimalString,
  frozen: decimalString,
  total: decimalString,
});
export type SpotBalance = z.infer<typeof spotBalance>;
export const spotBalanceResponse = z.object({ balances: z.array(spotBalance) });
export type SpotBalanceResponse = z.infer<typeof spotBalanceResponse>;
