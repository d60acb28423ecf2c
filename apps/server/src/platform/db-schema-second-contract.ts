import type { ContractDirection, ContractResult, ContractStatus } from '@halcyon/api';
import type { Generated } from 'kysely';

/** The second-contract tables as Kysely sees them (see db-schema.ts and migration 0012). */
export type SecondContractTables = {
  contract_settings: ContractSettingsTable;
  contract_periods: ContractPeriodTable;
  contract_pair_settings: ContractPairSettingTable;
  contract_orders: ContractOrderTable;
};

export interface ContractSettingsTable {
  id: number;
  currency: string;
  min_amount: string;
  max_amount: string;
  draw_rule: 'refund';
  updated_at: Generated<Date>;
}

export interface ContractPeriodTable {
  seconds: number;
  payout_rate: string;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A pair without a row is enabled. */
export interface ContractPairSettingTable {
  symbol: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** NUMERIC columns are read as strings (both drivers) and written as decimal strings. */
export interface ContractOrderTable {
  id: string;
  order_no: string;
  user_id: string;
  /** BASE/USDT, as in instruments.symbol. */
  symbol: string;
  period: number;
  direction: ContractDirection;
  amount: string;
  currency: string;
  payout_rate: string;
  status: ContractStatus;
  result: ContractResult | null;
  created_at: Date;
  /** Pending: the entry deadline; otherwise end_at. */
  expire_at: Date;
  start_at: Date | null;
  end_at: Date | null;
  settled_at: Date | null;
  entry_tick_id: string | null;
  entry_price: string | null;
  entry_time: Date | null;
  entry_source: string | null;
  exit_tick_id: string | null;
  exit_price: string | null;
  exit_time: Date | null;
  exit_source: string | null;
  payout: string | null;
  net_amount: string | null;
}
