/**
 * Every error the API can answer with. The code is the contract; the HTTP status is fixed per code
 * and the message is looked up in @halcyon/i18n under `errors.<CODE>` in the request's language.
 */
export const ERROR_STATUS = {
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
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  EMAIL_CODE_COOLDOWN: 429,
  EMAIL_CODE_DAILY_LIMIT: 429,
  EMAIL_CODE_NOT_REQUESTED: 400,
  EMAIL_CODE_INVALID: 400,
  EMAIL_CODE_EXPIRED: 400,
  EMAIL_CODE_TOO_MANY_ATTEMPTS: 400,
  CAPTCHA_INVALID: 400,
  INVITATION_CODE_INVALID: 400,
  REFRESH_TOKEN_INVALID: 401,
  OLD_PASSWORD_INCORRECT: 400,
  SAME_PASSWORD: 400,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
