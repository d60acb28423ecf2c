import type { OrderSide, SpotOrderStatus, SpotOrderType } from '@halcyon/api';

/** The spot tables as Kysely sees them (see db-schema.ts). NUMERIC columns are decimal strings. */
export type SpotTables = {
  spot_orders: SpotOrderTable;
  spot_trades: SpotTradeTable;
  spot_positions: SpotPositionTable;
};

export interface SpotOrderTable {
  /** Opaque (platform/ids.ts), never sequential. */
  id: string;
  user_id: string;
  client_order_id: string | null;
  symbol: string;
  side: OrderSide;
  type: SpotOrderType;
  price: string | null;
  quantity: string | null;
  quote_amount: string | null;
  filled_quantity: string;
  filled_quote: string;
  fee: string;
  frozen_currency: string;
  frozen_remaining: string;
  /** The pair's rates when the order was placed; null only on orders closed before they were kept (0026). */
  maker_fee_rate: string | null;
  taker_fee_rate: string | null;
  status: SpotOrderStatus;
  /** Resting in the book (replayed after a restart). */
  open: boolean;
  /** bigint: PGlite reads a number, pg a string, so reads cast it. */
  engine_sequence: string | number;
  created_at: Date;
  updated_at: Date;
}

export interface SpotTradeTable {
  id: string;
  symbol: string;
  price: string;
  quantity: string;
  taker_side: OrderSide;
  /** Null for the house's quotes, which are never stored. */
  maker_order_id: string | null;
  taker_order_id: string | null;
  maker_is_house: boolean;
  taker_is_house: boolean;
  maker_user_id: string | null;
  taker_user_id: string | null;
  maker_fee: string;
  taker_fee: string;
  sequence: string | number;
  created_at: Date;
}

export interface SpotPositionTable {
  user_id: string;
  currency: string;
  /** The base quantity bought on spot still held (reduced proportionally by sells). */
  cost_quantity: string;
  /** What that quantity cost in USDT, fees included. */
  cost_total: string;
  updated_at: Date;
}
