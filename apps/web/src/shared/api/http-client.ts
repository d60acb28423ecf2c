import { CLIENT_ERROR_CODES } from '@halcyon/api';
import { ApiError } from './api-error.ts';
import { HTTP_MESSAGE_KEYS } from './http-messages.ts';
import { interpretResponse, parseBody, type RawResponse, type Translate } from './parse-response.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Login, refresh and logout answer 401 for their own reasons: no session handling for them. */
  skipAuthHandling?: boolean;
  /** Per-call headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
}

export interface HttpClientDeps {
  baseUrl: string;
  fetch: () => typeof fetch;
  getToken: () => string | null;
  getLocale: () => string;
  translate: Translate;
  timeoutMs: number;
  /** Uploads carry megabytes from a phone: the spec gives its upload wrapper longer than other calls. */
  uploadTimeoutMs: number;
  retry: { count: number; delayMs: number; statuses: readonly number[] };
  extraHeaders?: () => Record<string, string>;
  /** One attempt to get a new access token; true when the failed call may be replayed. */
  refreshAccessToken?: () => Promise<boolean>;
  /** The session is over: clear it, tell the user, go to login. */
  onUnauthorized?: (error: ApiError) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  upload<T>(path: string, form: FormData, options?: Omit<RequestOptions, 'body' | 'query'>): Promise<T>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** One call as the transport runs it: its body is made again for each try (a replay after a refresh). */
interface Call {
  method: HttpMethod;
  url: string;
  makeBody: () => BodyInit | undefined;
  json: boolean;
  options: RequestOptions;
  upload: boolean;
}

/** A try's headers: the language, the app's own, the call's, JSON's content type, the token as it is now. */
function headersOf(deps: HttpClientDeps, call: Call): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': deps.getLocale(),
    ...deps.extraHeaders?.(),
    ...call.options.headers,
  };
  if (call.json) headers['Content-Type'] = 'application/json';
  const token = deps.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A try that got no answer, as the error shown: timed out, aborted by the caller, or no network. */
function noAnswerError(t: Translate, call: Call, timedOut: boolean): ApiError {
  const clientError = (kind: ApiError['kind'], reason: string, key: string, code: number) =>
    new ApiError({ kind, reason, code, message: t(key) });
  if (timedOut)
    return clientError('timeout', 'timeout', HTTP_MESSAGE_KEYS.timeout, CLIENT_ERROR_CODES.timeout);
  if (call.options.signal?.aborted)
    return clientError('abort', 'abort', HTTP_MESSAGE_KEYS.abort, CLIENT_ERROR_CODES.abort);
  if (call.upload) {
    return clientError(
      'upload-network',
      'network',
      HTTP_MESSAGE_KEYS.uploadFailed,
      CLIENT_ERROR_CODES.uploadNetwork,
    );
  }
  return clientError('network', 'network', HTTP_MESSAGE_KEYS.networkFailed, CLIENT_ERROR_CODES.network);
}

/** One try under the call's timeout, which the caller's signal may cut short. */
async function sendOnce(deps: HttpClientDeps, call: Call, body: BodyInit | undefined): Promise<RawResponse> {
  const { options } = call;
  const headers = headersOf(deps, call);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? deps.timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const response = await deps.fetch()(call.url, {
      method: call.method,
      headers,
      body,
      signal: controller.signal,
    });
    // The timeout covers the body too: a server that stalls mid-body is as dead as one that never answers.
    const text = await response.text();
    return { status: response.status, ok: response.ok, body: parseBody(text) };
  } catch {
    throw noAnswerError(deps.translate, call, timedOut);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A call's tries until one answers or none may follow: an expired access token gets exactly one refresh
 * and a replay, any other 401 ends the session, and a read is retried on the configured statuses.
 */
async function runCall<T>(
  deps: HttpClientDeps,
  sleep: (ms: number) => Promise<void>,
  call: Call,
): Promise<T> {
  const { method, options } = call;
  let retries = 0;
  let refreshed = false;
  for (;;) {
    const hadToken = deps.getToken() !== null;
    const result = interpretResponse<T>(await sendOnce(deps, call, call.makeBody()), deps.translate);
    if (!(result instanceof ApiError)) return result.data;

    if (result.status === 401 && !options.skipAuthHandling) {
      // An expired access token gets exactly one refresh; anything else ends the session.
      if (result.code === 'TOKEN_EXPIRED' && hadToken && !refreshed && deps.refreshAccessToken) {
        refreshed = true;
        if (await deps.refreshAccessToken()) continue;
      }
      result.sessionEnded = true;
      deps.onUnauthorized?.(result);
      throw result;
    }
    // Only reads are retried: replaying a POST could place an order or send a code twice.
    if (method === 'GET' && retries < deps.retry.count && deps.retry.statuses.includes(result.status)) {
      retries += 1;
      await sleep(deps.retry.delayMs);
      continue;
    }
    throw result;
  }
}

/** The app's transport: JSON requests and uploads, each run as a `Call` by `runCall`. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const sleep = deps.sleep ?? defaultSleep;
  return {
    request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
      const url = buildUrl(deps.baseUrl, path, options.query);
      // POST always carries a JSON body: an empty body with a JSON content type is a 400 on Fastify.
      const body = method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined;
      return runCall<T>(deps, sleep, {
        method,
        url,
        makeBody: () => body,
        json: true,
        options,
        upload: false,
      });
    },
    upload<T>(path: string, form: FormData, options: Omit<RequestOptions, 'body' | 'query'> = {}) {
      // No Content-Type: the browser writes the multipart boundary itself.
      const timed = { ...options, timeoutMs: options.timeoutMs ?? deps.uploadTimeoutMs };
      const url = buildUrl(deps.baseUrl, path);
      return runCall<T>(deps, sleep, {
        method: 'POST',
        url,
        makeBody: () => form,
        json: false,
        options: timed,
        upload: true,
      });
    },
  };
}
