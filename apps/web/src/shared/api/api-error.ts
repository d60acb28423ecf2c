/**
 * How a call failed. `http` is any non-2xx answer; `business` a 2xx whose success flag is false;
 * the others never reached a server answer (spec section 8 gives each its own code).
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'abort' | 'upload-network' | 'file';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** The server's UPPER_SNAKE code, else the HTTP status, else the client code of spec section 8. */
  code: string | number;
  /** HTTP status; 0 when no answer arrived. */
  status?: number;
  data?: unknown;
  errors?: FieldErrors;
  /** The spec's raw reason for client-side failures: "timeout", "abort", "network", "file". */
  reason?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string | number;
  readonly status: number;
  readonly data: unknown;
  readonly errors: FieldErrors | undefined;
  readonly reason: string | undefined;
  /** Set once the 401 handling ran (session cleared, toast shown): nobody needs to show it again. */
  sessionEnded = false;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status ?? 0;
    this.data = init.data;
    this.errors = init.errors;
    this.reason = init.reason;
  }

  /** The 422 field messages, one per line, as spec section 8 shows them. */
  fieldMessages(): string[] {
    return Object.values(this.errors ?? {}).flat();
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
