import { TIMING } from '@halcyon/api';
import { currentLocale, translate } from '../i18n/i18n.ts';
import { getSession } from '../session/session-store.ts';
import { getDeviceId } from '../storage/device-id.ts';
import type { ApiError } from './api-error.ts';
import { createHttpClient, type RequestOptions } from './http-client.ts';
import { presentError } from './present-error.ts';

export const API_BASE = '/api/uniapp';

/** The session layer answers these; set once at start so the transport never imports the session logic. */
export interface AuthHooks {
  refreshAccessToken(): Promise<boolean>;
  onUnauthorized(error: ApiError): void;
}

let authHooks: AuthHooks | null = null;

export function setAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

const transport = createHttpClient({
  baseUrl: API_BASE,
  // Read at call time so that tests can stub the global fetch.
  fetch: () => globalThis.fetch,
  getToken: () => getSession().token,
  getLocale: currentLocale,
  translate: (key) => translate(key),
  timeoutMs: TIMING.requestTimeoutMs,
  uploadTimeoutMs: TIMING.transportTimeoutMs,
  retry: { count: TIMING.retryCount, delayMs: TIMING.retryDelayMs, statuses: TIMING.retryStatuses },
  extraHeaders: () => ({ 'X-Device-Id': getDeviceId() }),
  refreshAccessToken: () => authHooks?.refreshAccessToken() ?? Promise.resolve(false),
  onUnauthorized: (error) => authHooks?.onUnauthorized(error),
});

export interface CallOptions extends RequestOptions {
  /** The caller shows the error itself (forms, background polling). */
  silent?: boolean;
}

async function call<T>(promise: () => Promise<T>, silent: boolean | undefined): Promise<T> {
  try {
    return await promise();
  } catch (error) {
    if (!silent) presentError(error);
    throw error;
  }
}

/** The app's API client: the transport plus the standard error presentation. */
export const api = {
  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return call(() => transport.request<T>('GET', path, options), options.silent);
  },
  post<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    return call(() => transport.request<T>('POST', path, { ...options, body }), options.silent);
  },
  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return call(() => transport.request<T>('DELETE', path, options), options.silent);
  },
  upload<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
    return call(() => transport.upload<T>(path, form, options), options.silent);
  },
};
