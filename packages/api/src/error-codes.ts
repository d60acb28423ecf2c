/**
 * Every error the API can answer with. The code is the contract; the HTTP status is fixed per code
 * and the message is looked up in @halcyon/i18n under `errors.<CODE>` in the request's language.
 */
import { ADMIN_ERROR_STATUS } from './admin-error-codes.ts';
import { FINANCE_ERROR_STATUS } from './finance-error-codes.ts';

export const ERROR_STATUS = {
  ...FINANCE_ERROR_STATUS,
  ...ADMIN_ERROR_STATUS,
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_EXISTS: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  TOO_MANY_PASSWORD_ATTEMPTS: 429,
  EMAIL_CODE_COOLDOWN: 429,
  EMAIL_CODE_DAILY_LIMIT: 429,
  EMAIL_CODE_NOT_REQUESTED: 400,
  EMAIL_CODE_INVALID: 400,
  EMAIL_CODE_EXPIRED: 400,
  EMAIL_CODE_TOO_MANY_ATTEMPTS: 400,
  CAPTCHA_INVALID: 400,
  CAPTCHA_REQUIRED: 400,
  INVITATION_CODE_INVALID: 400,
  REFRESH_TOKEN_INVALID: 401,
  OLD_PASSWORD_INCORRECT: 400,
  SAME_PASSWORD: 400,
  SYMBOL_NOT_FOUND: 404,
  MARKET_CLOSED: 400,
  PRICE_STALE: 400,
  INSUFFICIENT_BALANCE: 400,
  INSUFFICIENT_FROZEN_BALANCE: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  // Spot orders (params in brackets): the message names the rule and the allowed value.
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_OPEN: 409,
  PAIR_SUSPENDED: 400, // {symbol}
  PRICE_NOT_ON_TICK: 400, // {tickSize}
  QUANTITY_NOT_ON_STEP: 400, // {step}
  QUANTITY_TOO_SMALL: 400, // {min}
  NOTIONAL_TOO_SMALL: 400, // {min} {currency}
  ORDER_TOO_LARGE: 400,
  NO_LIQUIDITY: 400, // {symbol}
  TOO_MANY_OPEN_ORDERS: 400, // {max}
  // Swap.
  SWAP_SAME_CURRENCY: 400,
  SWAP_PAIR_UNAVAILABLE: 400, // {currency}
  QUOTE_NOT_FOUND: 404,
  QUOTE_EXPIRED: 409,
  // Amount limits (second contracts, swap): spec section 8.
  AMOUNT_TOO_SMALL: 400, // {min} {currency}
  AMOUNT_TOO_LARGE: 400, // {max} {currency}
  // Second contracts.
  CONTRACT_NOT_ENABLED: 400, // {symbol}
  CONTRACT_PERIOD_INVALID: 400, // {period}
  MARKET_CLOSES_BEFORE_EXPIRY: 400, // {symbol}
  CONTRACT_NOT_CANCELLABLE: 409,
  CONTRACT_RATE_CHANGED: 409, // {rate}
  // Identity and support: second factor, real-name verification, customer-service chat.
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 400,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_SETUP_REQUIRED: 400,
  WITHDRAWALS_HELD: 403, // {until}
  KYC_ALREADY_PENDING: 409,
  KYC_ALREADY_VERIFIED: 409,
  SUPPORT_TOO_MANY_MESSAGES: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
