/** Error codes of the operator console (/api/admin) and of user freezing; spread into ERROR_STATUS. */
export const ADMIN_ERROR_STATUS = {
  /** A state-changing /api/admin request without the session's X-CSRF-Token header. */
  CSRF_TOKEN_INVALID: 403,
  OPERATOR_DISABLED: 403,
  ENROLMENT_TOKEN_INVALID: 400,
  INVITATION_INVALID: 400,
  /** The last active owner cannot be disabled or demoted. */
  LAST_OWNER: 409,
  /**
   * An operator disabling themselves: they would be signed out for good, with nobody having decided it.
   * Another owner disables them (an owner may still step down to another role while a second owner remains).
   */
  OPERATOR_SELF_DISABLE: 400,
  OPERATOR_EXISTS: 409,
  /** Revoking an invitation already accepted, revoked or expired. */
  INVITATION_NOT_PENDING: 409,
  /** A support conversation assigned to an operator whose role cannot answer it, or who is disabled. */
  OPERATOR_CANNOT_ANSWER: 409,
  /** A frozen user signing in. */
  ACCOUNT_FROZEN: 403,
  /**
   * A request (or refresh) with a session that a freeze ended, while the account is still frozen: the
   * client ends its session as for any 401, and says the account was frozen instead of "login expired".
   */
  ACCOUNT_FROZEN_SIGNED_OUT: 401,
  /** Taking, approving or paying out a withdrawal of a frozen account (rejecting or failing it is allowed). */
  WITHDRAWAL_ACCOUNT_FROZEN: 409,
} as const;
