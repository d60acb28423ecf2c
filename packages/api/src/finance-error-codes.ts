/**
 * Error codes of uploads, deposits and withdrawals (spread into ERROR_STATUS). Params in brackets.
 */
export const FINANCE_ERROR_STATUS = {
  UPLOAD_TYPE_NOT_ALLOWED: 415, // {formats}
  UPLOAD_TOO_LARGE: 413, // {maxMb}
  UPLOAD_IMAGE_INVALID: 400,
  UPLOAD_IMAGE_DIMENSIONS: 400, // {max}
  FILE_REQUIRED: 422,
  RECHARGE_CONFIG_INACTIVE: 400,
  RECHARGE_AMOUNT_TOO_SMALL: 400, // {min}
  RECHARGE_AMOUNT_TOO_LARGE: 400, // {max}
  PROOF_NOT_FOUND: 400,
  // The proof backs a pending or completed deposit: one payment is credited once.
  PROOF_ALREADY_USED: 409,
  // Approving a deposit whose proof already credited another (orders placed before the check above).
  PROOF_ALREADY_CREDITED: 409, // {orderNo}
  ORDER_STATUS_CHANGED: 409,
  WITHDRAWAL_CONFIG_INACTIVE: 400,
  WITHDRAWAL_AMOUNT_TOO_SMALL: 400, // {min} {currency}
  WITHDRAWAL_AMOUNT_TOO_LARGE: 400, // {max} {currency}
  WITHDRAWAL_DAILY_LIMIT: 400, // {limit} {remaining} {currency}
  WITHDRAWAL_ADDRESS_INVALID: 400, // {network}
  // The fee the person confirmed is no longer the network's (an operator changed it): nothing was placed.
  WITHDRAWAL_FEE_CHANGED: 409, // {fee} {currency}
  WITHDRAWAL_PASSWORD_NOT_SET: 400,
  WITHDRAWAL_PASSWORD_INCORRECT: 400, // {remaining}
  WITHDRAWAL_LOCKED: 429, // {minutes}
  WITHDRAWAL_ON_HOLD: 400, // {hours}
  SECOND_APPROVAL_REQUIRED: 409,
  SAME_OPERATOR: 403,
  // Not 401: the client takes 401 for a lost session. The form shows its code field on this one.
  WITHDRAWAL_TOTP_REQUIRED: 403,
  KYC_REQUIRED: 403, // {limit} {currency}
} as const;
