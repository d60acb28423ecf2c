import { TIMING } from '@halcyon/api';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hangingFetch, mockFetch } from '../../../test/fetch-mock.ts';
import { session } from '../../../test/fixtures.ts';
import { getSession } from '../session/session-store.ts';
import { PrivateImage } from './private-image.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  getSession().setSession(session());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PrivateImage', () => {
  it('gives up a download that has not finished after 60 s, and not before', async () => {
    const { fn } = mockFetch(hangingFetch);
    render(<PrivateImage url="/api/uniapp/files/slow" alt="slow" />);
    expect(fn).toHaveBeenCalledTimes(1);
    const init = fn.mock.calls[0]?.[1] ?? {};
    const signal = init.signal as AbortSignal;
    await act(() => vi.advanceTimersByTimeAsync(TIMING.transportTimeoutMs - 1));
    expect(signal.aborted).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(signal.aborted).toBe(true);
  });
});
