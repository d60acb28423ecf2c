// Plain values of the market contract, apart from markets.ts's schemas: the web app's critical path
// imports these, and a module's schemas (and zod) travel with it into whichever chunk needs it first.

/** The six categories of spec section 1, in display order. Names come from the i18n catalog. */
export const CATEGORY_IDS = ['crypto', 'forex', 'metals', 'futures', 'stocks', 'commodities'] as const;

export const KLINE_INTERVALS = ['1m', '5m', '15m', '1d'] as const;

export const MARKET_LIMITS = {
  pairPageSize: 20,
  popularDefault: 10,
  klineDefault: 100,
  klineMax: 1000,
  topMovers: 5,
  wsMaxChannels: 200,
  wsMaxMessagesPerSecond: 10,
} as const;
