import type { Generated } from 'kysely';

/** Tables of the operator console (migration 0014). */
export interface ConsoleTables {
  operator_sessions: OperatorSessionTable;
  operator_login_failures: OperatorLoginFailureTable;
  operator_tokens: OperatorTokenTable;
  operator_invitations: OperatorInvitationTable;
  audit_log: AuditLogTable;
  ledger_audit_runs: LedgerAuditRunTable;
  pair_suspensions: PairSuspensionTable;
  config_images: ConfigImageTable;
}

export type OperatorRoleColumn = 'owner' | 'finance' | 'compliance' | 'support' | 'viewer';
export type OperatorStatusColumn = 'active' | 'disabled';
export type OperatorSessionEndColumn = 'logout' | 'disabled' | 'role_changed' | 'totp_reset' | 'idle';

export interface OperatorSessionTable {
  id: string;
  operator_id: string;
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  /** Absolute end (8 h after sign-in). */
  expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: OperatorSessionEndColumn | null;
  ip: string | null;
  user_agent: string | null;
}

export interface OperatorLoginFailureTable {
  id: string;
  /** Lower-cased as typed, so unknown e-mails are counted too without revealing which exist. */
  email: string;
  ip: string;
  failed_at: Date;
}

export interface OperatorTokenTable {
  token_hash: string;
  operator_id: string;
  purpose: 'totp_enrolment';
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface OperatorInvitationTable {
  id: string;
  email: string;
  name: string;
  role: OperatorRoleColumn;
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export interface AuditLogTable {
  /** bigint: PGlite reads it as a number, pg as a string; queries cast it to text. */
  seq: string;
  at: Date;
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** jsonb: written as JSON text, read back parsed. */
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
}

export interface LedgerAuditRunTable {
  id: string;
  at: Date;
  ok: boolean;
  operator_id: string | null;
  operator_email: string | null;
  report: string;
}

/** Columns 0014 adds to tables of other modules. */
export type OperatorConsoleColumns = {
  name: Generated<string>;
  role: OperatorRoleColumn;
  status: Generated<OperatorStatusColumn>;
  totp_secret_sealed: string | null;
  totp_pending_sealed: string | null;
  /** bigint, as for audit_log.seq. */
  totp_last_step: string | null;
  last_login_at: Date | null;
};

export interface PairSuspensionTable {
  symbol: string;
  reason: string;
  operator_id: string | null;
  suspended_at: Date;
}

/** Public banner and logo images an operator uploaded (migration 0021). */
export interface ConfigImageTable {
  name: string;
  purpose: 'banner' | 'logo';
  storage_key: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  uploaded_by: string;
  /** The latest upload of these bytes (the same picture uploaded again renews it). */
  created_at: Date;
  /** When a saved configuration first pointed at it; never -> swept a day after `created_at`. */
  referenced_at: Date | null;
}
