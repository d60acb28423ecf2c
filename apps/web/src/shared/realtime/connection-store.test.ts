import { SPOT_LIMITS } from '@halcyon/api';
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useLiveRefetchInterval } from '../markets/trading-queries.ts';
import { useChannelRefused, useConnectionStore } from './connection-store.ts';

const polled = SPOT_LIMITS.autoRefreshSeconds * 1_000;

afterEach(() => useConnectionStore.setState({ status: 'idle', lost: [], refused: [] }));

it('polls a channel while the socket is down, or while the server has dropped that channel', () => {
  const { result } = renderHook(() => useLiveRefetchInterval('depth.BTCUSDT'));
  expect(result.current).toBe(polled);
  act(() => useConnectionStore.setState({ status: 'open' }));
  expect(result.current).toBe(false);
  act(() => useConnectionStore.setState({ lost: ['depth.BTCUSDT'] }));
  expect(result.current).toBe(polled);
  // Another channel's loss leaves this one live.
  act(() => useConnectionStore.setState({ lost: ['trades.BTCUSDT'] }));
  expect(result.current).toBe(false);
});

it('a channel the server refused as unknown is polled, and its screen can tell', () => {
  act(() => useConnectionStore.setState({ status: 'open' }));
  const { result } = renderHook(() => ({
    interval: useLiveRefetchInterval('depth.NOPEUSDT'),
    refused: useChannelRefused('depth.NOPEUSDT'),
  }));
  expect(result.current).toEqual({ interval: false, refused: false });
  act(() => useConnectionStore.setState({ refused: ['depth.NOPEUSDT'] }));
  expect(result.current).toEqual({ interval: polled, refused: true });
});
