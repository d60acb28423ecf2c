import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, hangingFetch, jsonResponse, mockFetch, ok } from '../../../test/fetch-mock.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient, type HttpClientDeps } from './http-client.ts';

let token: string | null = null;

function client(overrides: Partial<HttpClientDeps> = {}) {
  return createHttpClient({
    baseUrl: '/api/uniapp',
    fetch: () => globalThis.fetch,
    getToken: () => token,
    getLocale: () => 'ja',
    translate: (key) => `t(${key})`,
    timeoutMs: 15_000,
    uploadTimeoutMs: 60_000,
    retry: { count: 3, delayMs: 1_000, statuses: [408, 429, 500, 502, 503, 504] },
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  token = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('sends JSON, the locale, the bearer token and the query string; returns data', async () => {
    token = 'abc';
    const { calls } = mockFetch(() => ok({ n: 1 }));
    await expect(
      client().request('GET', '/trading/pairs', { query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({
      n: 1,
    });
    expect(calls[0]).toMatchObject({
      url: '/api/uniapp/trading/pairs?page=2',
      method: 'GET',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ja', Authorization: 'Bearer abc' },
    });
  });

  it('sends no Authorization header without a token and always a JSON body on POST', async () => {
    const { calls } = mockFetch(() => ok(null));
    await client().request('POST', '/logout');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({});
  });
});

describe('error mapping (spec section 8)', () => {
  it('2xx with success false is a business error keeping the server message, code and data', async () => {
    mockFetch(() =>
      jsonResponse(200, { success: false, code: 'INSUFFICIENT', message: 'Not enough', data: { a: 1 } }),
    );
    const error = await failure(client().request('GET', '/x'));
    expect(error).toMatchObject({
      kind: 'business',
      code: 'INSUFFICIENT',
      message: 'Not enough',
      data: { a: 1 },
    });
  });

  it('2xx with success false and no message says "request failed"', async () => {
    mockFetch(() => jsonResponse(200, { success: false }));
    expect((await failure(client().request('GET', '/x'))).message).toBe('t(http.requestFailed)');
  });

  it.each([
    [400, { message: 'from message', error: 'from error' }, 'from message'],
    [400, { error: 'from error' }, 'from error'],
    [400, 'plain text body', 'plain text body'],
    [502, '<html><body>Bad gateway</body></html>', 't(http.serverInternal)'],
    [500, null, 't(http.serverInternal)'],
    [503, {}, 't(http.serverInternal)'],
    [404, null, 't(http.notFound)'],
    [403, {}, 't(http.forbidden)'],
    [418, null, 't(http.serverError)'],
  ])('status %i with body %j -> %s', async (status, body, message) => {
    mockFetch(() => (body === null ? new Response('', { status }) : jsonResponse(status, body)));
    // POST, so that the retryable statuses fail at once.
    const error = await failure(client().request('POST', '/x'));
    expect(error).toMatchObject({ kind: 'http', status, message });
  });

  it('keeps 422 field errors, without the body. prefix', async () => {
    mockFetch(() =>
      fail(422, 'VALIDATION_FAILED', 'Input invalid', {
        errors: { 'body.password': ['Too short', 'No digit'] },
      }),
    );
    const error = await failure(client().request('POST', '/register'));
    expect(error.errors).toEqual({ password: ['Too short', 'No digit'] });
    expect(error.fieldMessages()).toEqual(['Too short', 'No digit']);
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('a network failure is "network request failed", code 5', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(client().request('GET', '/x'))).toMatchObject({
      kind: 'network',
      code: 5,
      reason: 'network',
      message: 't(http.networkFailed)',
    });
  });

  it('times out after 15 s with "timeout", code 5', async () => {
    vi.useFakeTimers();
    mockFetch(hangingFetch);
    const pending = failure(client().request('POST', '/x'));
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', reason: 'timeout', code: 5 });
  });

  it('an abort by the caller is "abort", code 600003', async () => {
    mockFetch(hangingFetch);
    const controller = new AbortController();
    const pending = failure(client().request('GET', '/x', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'abort', reason: 'abort', code: 600003 });
  });

  it('an upload that cannot reach the server is code 602001 and sends no JSON content type', async () => {
    const { calls } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const form = new FormData();
    form.set('avatar', new Blob(['x']), 'a.png');
    expect(await failure(client().upload('/user/avatar', form))).toMatchObject({
      kind: 'upload-network',
      code: 602001,
    });
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });
});

describe('retries (spec section 9)', () => {
  it('retries a GET 3 times, 1000 ms apart, on a retryable status', async () => {
    vi.useFakeTimers();
    let count = 0;
    const { calls } = mockFetch(() => (++count < 4 ? fail(503, 'SERVICE_UNAVAILABLE', 'busy') : ok('done')));
    const pending = client().request('GET', '/x');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(4);
    await expect(pending).resolves.toBe('done');
  });

  it.each([408, 429, 500, 502, 504])('gives up after 3 retries on %i', async (status) => {
    vi.useFakeTimers();
    const { calls } = mockFetch(() => jsonResponse(status, { success: false, code: 'X', message: 'no' }));
    const pending = failure(client().request('GET', '/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).status).toBe(status);
    expect(calls).toHaveLength(4);
  });

  it('never retries a POST, nor a GET on a status that is not retryable', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? fail(503, 'X', 'busy') : fail(400, 'X', 'bad'),
    );
    await failure(client().request('POST', '/x'));
    await failure(client().request('GET', '/x'));
    expect(calls).toHaveLength(2);
  });
});

describe('401 handling', () => {
  it('TOKEN_EXPIRED: refreshes once and replays the call with the new token', async () => {
    token = 'old';
    const refreshAccessToken = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const onUnauthorized = vi.fn();
    const { calls } = mockFetch((call) =>
      call.headers.Authorization === 'Bearer old' ? fail(401, 'TOKEN_EXPIRED', 'expired') : ok({ user: 'u' }),
    );
    await expect(
      client({ refreshAccessToken, onUnauthorized }).request('GET', '/user/profile'),
    ).resolves.toEqual({
      user: 'u',
    });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails, or when the replay is refused again', async () => {
    token = 'old';
    const onUnauthorized = vi.fn();
    mockFetch(() => fail(401, 'TOKEN_EXPIRED', 'expired'));
    const refused = await failure(
      client({ refreshAccessToken: async () => false, onUnauthorized }).request('GET', '/x'),
    );
    expect(refused.sessionEnded).toBe(true);
    const refreshAccessToken = vi.fn(async () => true);
    await failure(client({ refreshAccessToken, onUnauthorized }).request('GET', '/x'));
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('any other 401 ends the session without a refresh', async () => {
    token = 't';
    const refreshAccessToken = vi.fn(async () => true);
    const onUnauthorized = vi.fn();
    mockFetch(() => fail(401, 'UNAUTHORIZED', 'Login required'));
    await failure(client({ refreshAccessToken, onUnauthorized }).request('GET', '/x'));
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when the call opts out (wrong password at login)', async () => {
    const onUnauthorized = vi.fn();
    mockFetch(() => fail(401, 'INVALID_CREDENTIALS', 'Wrong username or password'));
    const error = await failure(
      client({ onUnauthorized }).request('POST', '/login', { body: {}, skipAuthHandling: true }),
    );
    expect(error.message).toBe('Wrong username or password');
    expect(error.sessionEnded).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
