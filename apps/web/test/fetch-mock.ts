import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The path of a recorded call, without its query string. */
export function pathOf(call: RecordedCall): string {
  return new URL(call.url, 'http://x').pathname;
}

/** The query string of a recorded call, as a plain object. */
export function queryOf(call: RecordedCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url, 'http://x').searchParams.entries());
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  jsonResponse(status, { success: false, code, message, ...extra });

type Handler = (call: RecordedCall, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; every call is recorded with its parsed JSON body and plain headers. */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const rawBody = init.body;
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') body = JSON.parse(rawBody) as unknown;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body,
    };
    calls.push(call);
    return handler(call, init);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A fetch that never answers until its signal aborts, like a dead server. */
export function hangingFetch(_call: RecordedCall, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}
