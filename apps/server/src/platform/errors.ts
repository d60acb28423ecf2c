import { ERROR_STATUS, type ErrorCode } from '@halcyon/api';

export type MessageParams = Record<string, string | number>;
/** Field path -> i18n keys (translated by the error handler into the request's language). */
export type FieldErrors = Record<string, string[]>;

/**
 * An error the client is meant to see: a code from packages/api, its fixed HTTP status, and the
 * parameters of its message. The message itself is translated per request by the error handler.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(code);
    this.statusCode = ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
