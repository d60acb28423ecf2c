/** Tables of the identity and support slice: second factor (0018), support chat (0018), identity (0019). */
export interface IdentityTables {
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
