import { ADMIN_API_PREFIX, ADMIN_CSRF_HEADER } from '@halcyon/api';

export type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: the server's code and translated message, and field messages on 422. */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

interface HttpState {
  csrfToken: string | null;
  locale: () => string;
  /** Called when a signed-in call answers 401: the session ended (idle, absolute, disabled, reset). */
  onSessionEnded: (error: AdminApiError) => void;
  fetch: () => typeof fetch;
}

const state: HttpState = {
  csrfToken: null,
  locale: () => 'en',
  onSessionEnded: () => {},
  fetch: () => globalThis.fetch,
};

export function configureHttp(changes: Partial<Omit<HttpState, 'csrfToken'>>): void {
  Object.assign(state, changes);
}

/** The double-submit token from the sign-in answer or GET /auth/me; sent on every state-changing call. */
export function setCsrfToken(token: string | null): void {
  state.csrfToken = token;
}

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and the session probe answer 401 for their own reasons: no "session ended" handling. */
  anonymous?: boolean;
}

function urlOf(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${ADMIN_API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

type Failure = { success: false; code?: string; message?: string; errors?: Record<string, string[]> };
type Answer = { success: true; data: unknown } | Failure;

async function readAnswer(response: Response): Promise<Answer | null> {
  try {
    return (await response.json()) as Answer;
  } catch {
    return null;
  }
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

export async function call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': state.locale() };
  // A form (an image upload) sets its own multipart type with the boundary; everything else is JSON.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && state.csrfToken) headers[ADMIN_CSRF_HEADER] = state.csrfToken;
  let response: Response;
  try {
    response = await state.fetch()(urlOf(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: bodyOf(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError(0, 'NETWORK_ERROR', '');
  }
  const answer = await readAnswer(response);
  if (response.ok && answer?.success) return answer.data as T;
  const failure: Failure = answer && !answer.success ? answer : { success: false };
  const error = new AdminApiError(
    response.status,
    failure.code ?? `HTTP_${response.status}`,
    failure.message ?? '',
    failure.errors,
  );
  if (response.status === 401 && !options.anonymous) state.onSessionEnded(error);
  throw error;
}

export const http = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  /** multipart/form-data POST (an image upload), with the CSRF header like any other change. */
  upload: <T>(path: string, form: FormData, options?: CallOptions) =>
    call<T>('POST', path, { ...options, body: form }),
};
