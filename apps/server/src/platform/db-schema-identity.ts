import type { Generated } from 'kysely';

/** Tables of the identity and support slice: second factor (0018), support chat (0018), identity (0019). */
export interface IdentityTables extends SupportTables {
  kyc_submissions: KycSubmissionTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodeTable;
}

export interface UserTwoFactorTable {
  user_id: string;
  /** AES-256-GCM sealed base32 secret (platform/secret-box.ts); null after a reset. */
  secret_sealed: string | null;
  enabled_at: Date | null;
  /** bigint: PGlite reads it as a number, pg as a string; queries cast it to text. */
  last_used_step: string | null;
  withdrawals_held_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserRecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: Date;
}

export interface SupportTables {
  support_conversations: SupportConversationTable;
  support_messages: SupportMessageTable;
}

export interface SupportConversationTable {
  id: string;
  user_id: string;
  status: Generated<'open' | 'closed'>;
  assignee_id: string | null;
  last_message_at: Date;
  /** Since when the person's latest message waits for an answer; null when answered. */
  waiting_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SupportMessageTable {
  /** bigint identity: queries cast it to text. */
  seq: Generated<string>;
  id: string;
  conversation_id: string;
  sender: 'user' | 'operator';
  operator_id: string | null;
  operator_name: string | null;
  client_id: string | null;
  /** Plain text: only messages written before texts were sealed, until `npm run seal:legacy` seals them. */
  body_text: string | null;
  /** The text sealed (modules/support/message-box.ts). */
  body_sealed: string | null;
  file_id: string | null;
  created_at: Date;
  delivered_at: Date | null;
  read_at: Date | null;
}

export interface KycSubmissionTable {
  id: string;
  user_id: string;
  status: 'pending' | 'verified' | 'rejected';
  /** AES-256-GCM (platform/secret-box.ts), bound to the user id. */
  real_name_sealed: string;
  id_type: 'national_id' | 'passport';
  id_number_sealed: string;
  front_file_id: string;
  back_file_id: string;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}
