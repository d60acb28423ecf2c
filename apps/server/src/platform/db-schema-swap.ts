/** The swap tables as Kysely sees them (see db-schema.ts and migrations/0011-swap.ts). */
export type SwapTables = {
  swap_quotes: SwapQuoteTable;
  swap_orders: SwapOrderTable;
};

/** A quote offered to a user; amounts and rates NUMERIC(36,18) as strings. Prices null for the USDT leg. */
export interface SwapQuoteTable {
  id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  feed_rate: string;
  spread_rate: string;
  fee_rate: string;
  fee: string;
  from_price: string | null;
  from_tick_id: string | null;
  to_price: string | null;
  to_tick_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SwapOrderTable {
  id: string;
  quote_id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  fee: string;
  ledger_entry_id: string;
  created_at: Date;
}
