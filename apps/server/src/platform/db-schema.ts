import type { Generated } from 'kysely';
import type { ConsoleTables, OperatorConsoleColumns } from './db-schema-console.ts';
import type {
  RechargeConfigTable,
  RechargeOrderTable,
  UploadTable,
  WithdrawalConfigTable,
  WithdrawalOrderTable,
  WithdrawalSecurityTable,
} from './db-schema-finance.ts';
import type { IdentityTables } from './db-schema-identity.ts';
import type { SecondContractTables } from './db-schema-second-contract.ts';
import type { SpotTables } from './db-schema-spot.ts';
import type { SwapTables } from './db-schema-swap.ts';
import type { WithdrawalSettingsTables } from './db-schema-withdrawal-settings.ts';

/**
 * The tables as Kysely sees them. One interface per table; columns in snake_case as in SQL.
 * Only repositories (modules/<domain>/repo.ts and friends) query them.
 */
export interface Database
  extends SpotTables,
    SwapTables,
    SecondContractTables,
    IdentityTables,
    ConsoleTables,
    WithdrawalSettingsTables {
  app_config: AppConfigTable;
  server_secrets: ServerSecretTable;
  operators: OperatorTable;
  users: UserTable;
  sessions: SessionTable;
  spent_refresh_tokens: SpentRefreshTokenTable;
  email_codes: EmailCodeTable;
  captchas: CaptchaTable;
  login_failures: LoginFailureTable;
  mail_outbox: MailOutboxTable;
  instruments: InstrumentTable;
  ticks: TickTable;
  candles: CandleTable;
  watchlist: WatchlistTable;
  ledger_entries: LedgerEntryTable;
  ledger_lines: LedgerLineTable;
  balances: BalanceTable;
  idempotency_keys: IdempotencyKeyTable;
  // Finance (db-schema-finance.ts).
  uploads: UploadTable;
  recharge_configs: RechargeConfigTable;
  recharge_orders: RechargeOrderTable;
  withdrawal_configs: WithdrawalConfigTable;
  withdrawal_orders: WithdrawalOrderTable;
  withdrawal_security: WithdrawalSecurityTable;
}

export interface AppConfigTable {
  key: string;
  value: string;
  is_public: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Date;
}

export interface OperatorTable extends OperatorConsoleColumns {
  id: string;
  email: string;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
}

export type RealNameStatusColumn = 'unverified' | 'pending' | 'verified' | 'rejected';

export interface UserTable {
  id: string;
  uid: string;
  account: string;
  email: string;
  password_hash: string;
  nickname: string;
  avatar: string | null;
  credit_score: Generated<number>;
  invitation_code: string;
  referrer_id: string | null;
  withdrawal_password_hash: string | null;
  real_name_status: Generated<RealNameStatusColumn>;
  /** 0014: an operator can freeze a user (sessions ended, sign-in refused). */
  status: Generated<'active' | 'frozen'>;
  frozen_reason: string | null;
  frozen_at: Date | null;
  /** 0020: the language the person uses the app in (one of the ten locales); their mail follows it. */
  locale: Generated<string>;
  created_at: Date;
  updated_at: Date;
}

export type SessionRevokeReason =
  | 'logout'
  | 'refresh_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'frozen';

export interface SessionTable {
  id: string;
  user_id: string;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Date;
  refresh_expires_at: Date;
  created_at: Date;
  refreshed_at: Date | null;
  revoked_at: Date | null;
  revoke_reason: SessionRevokeReason | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SpentRefreshTokenTable {
  token_hash: string;
  session_id: string;
  spent_at: Date;
}

export type EmailCodePurposeColumn = 'register' | 'reset_password';

export interface EmailCodeTable {
  id: string;
  email: string;
  purpose: EmailCodePurposeColumn;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Date;
  created_at: Date;
}

export interface LoginFailureTable {
  id: string;
  subject: string;
  failed_at: Date;
}

export type MailStatus = 'pending' | 'sent' | 'failed' | 'logged';

export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  /** Plain only in rows written before mails were sealed (migration 0030); else null. */
  subject: string | null;
  body_text: string | null;
  /** Sealed by platform/mail-box.ts; null in a legacy plain row. */
  subject_sealed: string | null;
  body_sealed: string | null;
  status: MailStatus;
  /**
   * A failed mail's cause, never the error's text (platform/mail-failure-cause.ts): "EENVELOPE 550 RCPT
   * TO", INTERRUPTED (left pending by a stopped server, set by the sweep), or, in a row failed before
   * migration 0031, LEGACY and the SMTP reply code its text held. Null unless failed.
   */
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** NUMERIC columns are read as strings (both drivers) and written as decimal strings. */
export interface InstrumentTable {
  symbol: string;
  base: string;
  name: string;
  category_id: 'crypto' | 'forex' | 'metals' | 'futures' | 'stocks' | 'commodities';
  status: 'active' | 'suspended';
  price_precision: number;
  quantity_precision: number;
  tick_size: string;
  min_quantity: string;
  min_notional: string;
  maker_fee_rate: string;
  taker_fee_rate: string;
  calendar: 'always' | 'forex' | 'cme-globex' | 'us-equities' | 'metals';
  quoted_in_usd: boolean;
  popular_rank: number | null;
  reference_price: string;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

export interface TickTable {
  /** bigint identity: PGlite reads it as a number, pg as a string, so queries cast it to text. */
  id: Generated<string>;
  symbol: string;
  price: string;
  quantity: string;
  time: Date;
  source: string;
}

export type CandleIntervalColumn = '1m' | '5m' | '15m' | '1d';

export interface CandleTable {
  symbol: string;
  interval: CandleIntervalColumn;
  open_time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quote_volume: string;
}

export interface WatchlistTable {
  user_id: string;
  /** BASE/USDT, as in instruments.symbol. */
  symbol: string;
  created_at: Date;
}

/** A journal entry: what happened and what caused it (unique per cause). Its lines carry the amounts. */
export interface LedgerEntryTable {
  id: string;
  type: string;
  cause_type: string;
  cause_id: string;
  memo: string | null;
  created_at: Date;
}

export type LedgerAccountColumn =
  | 'available'
  | 'frozen'
  | 'house'
  | 'fees'
  | 'swap'
  | 'clearing'
  | 'funding'
  | 'deposits'
  | 'withdrawals';

export interface LedgerLineTable {
  /** bigint identity (insertion order): queries cast it to text, as for ticks. */
  id: Generated<string>;
  entry_id: string;
  account: LedgerAccountColumn;
  /** Set exactly for the user accounts (available, frozen). */
  user_id: string | null;
  currency: string;
  /** NUMERIC(36,18), signed. */
  amount: string;
  /** The user account's balance after this line; null for system accounts. */
  balance_after: string | null;
}

export interface BalanceTable {
  user_id: string;
  currency: string;
  available: string;
  frozen: string;
  updated_at: Date;
}

export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  /** JSON text of the first answer; written in the same transaction as the claim. */
  response: string | null;
  created_at: Date;
}
