/**
 * Tables of uploads, deposits and withdrawals (migrations 0016 and 0017). NUMERIC columns are read as
 * strings and written as decimal strings.
 */
export type UploadTypeColumn = 'recharge_proof' | 'avatar' | 'kyc_front' | 'kyc_back' | 'support_image';

export interface UploadTable {
  id: string;
  /** The person who uploaded it; null for an operator's upload (0020: exactly one of the two is set). */
  user_id: string | null;
  operator_id: string | null;
  /** An operator's chat image: the person it was sent to, the only member who may read it. */
  recipient_id: string | null;
  type: UploadTypeColumn;
  storage_key: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  used_by: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

export type RechargeNetworkColumn = 'TRC20' | 'ERC20' | 'BANK';

export interface RechargeConfigTable {
  id: string;
  name: string;
  currency: string;
  network: RechargeNetworkColumn;
  address: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_code: string | null;
  min_amount: string;
  max_amount: string;
  fee_rate: string;
  active: boolean;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

export type RechargeStatusColumn = 'pending' | 'completed' | 'cancelled' | 'failed' | 'rejected';

export interface RechargeOrderTable {
  id: string;
  order_no: string;
  user_id: string;
  config_id: string;
  config_name: string;
  currency: string;
  network: RechargeNetworkColumn;
  address: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_code: string | null;
  amount: string;
  fee: string;
  actual_amount: string;
  remark: string | null;
  status: RechargeStatusColumn;
  proof_file_id: string;
  reject_reason: string | null;
  reference: string | null;
  locale: string;
  decided_by: string | null;
  decided_at: Date | null;
  ledger_entry_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  expires_at: Date;
}

export interface WithdrawalConfigTable {
  id: string;
  name: string;
  currency: string;
  network: 'TRC20' | 'ERC20';
  min_amount: string;
  max_amount: string;
  fixed_fee: string;
  fee_rate: string;
  daily_limit: string;
  active: boolean;
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

export type WithdrawalStatusColumn =
  | 'pending'
  | 'processing'
  | 'completed'
  | 'cancelled'
  | 'failed'
  | 'rejected';

export interface WithdrawalOrderTable {
  id: string;
  order_no: string;
  user_id: string;
  config_id: string;
  currency: string;
  network: 'TRC20' | 'ERC20';
  amount: string;
  fee: string;
  /** Plain: only rows written before addresses were sealed, until `npm run seal:legacy` seals them. */
  address: string | null;
  /** The address sealed (modules/withdrawal/address-box.ts); null only on a legacy plain row. */
  address_sealed: string | null;
  /** HMAC of the normalised address: the blind index exact-address search looks up. */
  address_hmac: string | null;
  remark: string | null;
  status: WithdrawalStatusColumn;
  needs_second_approval: boolean;
  taken_by: string | null;
  approved_by: string | null;
  decided_by: string | null;
  reject_reason: string | null;
  fail_reason: string | null;
  tx_id: string | null;
  locale: string;
  freeze_entry_id: string;
  release_entry_id: string | null;
  created_at: Date;
  updated_at: Date;
  processed_at: Date | null;
  completed_at: Date | null;
}

export interface WithdrawalSecurityTable {
  user_id: string;
  failed_attempts: number;
  locked_until: Date | null;
  hold_until: Date | null;
  updated_at: Date;
}
