import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, mockFetch } from '../../../test/fetch-mock.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles to the failure (or null for a success) without an unhandled rejection while the timers run. */
function outcome(call: Promise<unknown>) {
  let settled: ApiError | null | undefined;
  call.then(
    () => {
      settled = null;
    },
    (error: unknown) => {
      settled = error instanceof ApiError ? error : null;
    },
  );
  return () => settled;
}

describe('the app client: timeouts (spec section 9)', () => {
  it('gives an upload 60 s and an ordinary call 15 s', async () => {
    vi.useFakeTimers();
    mockFetch(hangingFetch);
    const form = new FormData();
    form.append('type', 'recharge_proof');
    form.append('file', new Blob(['x']), 'proof.png');
    const upload = outcome(api.upload('/upload', form, { silent: true }));
    const ordinary = outcome(api.post('/recharge/orders', {}, { silent: true }));

    await vi.advanceTimersByTimeAsync(15_000);
    expect(ordinary()).toMatchObject({ kind: 'timeout' });
    expect(upload()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    // At 20 s a slow upload (a 5 MB proof on a phone line) is still going.
    expect(upload()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(upload()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(upload()).toMatchObject({ kind: 'timeout' });
  });
});
