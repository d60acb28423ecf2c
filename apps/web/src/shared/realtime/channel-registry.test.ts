import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelRegistry } from './channel-registry.ts';
import type { ChannelSink } from './channel-sink.ts';

let calls: string[];
let registry: ChannelRegistry;

const sink: ChannelSink = {
  matches: () => true,
  apply: () => true,
  reset: (channel) => calls.push(`reset ${channel}`),
};
const snapshot = (channel: string, seq = 1) =>
  registry.apply({ type: 'snapshot', channel, seq, time: 1, data: null });

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  registry = new ChannelRegistry({
    sinks: [sink],
    queue: {
      subscribe: (channel, restart) => calls.push(`${restart ? 'restart' : 'subscribe'} ${channel}`),
      unsubscribe: (channel) => calls.push(`unsubscribe ${channel}`),
    },
    retry: {
      cancel: (channel) => calls.push(`cancel retry ${channel}`),
      succeeded: (channel) => calls.push(`retry succeeded ${channel}`),
      forget: (channel) => calls.push(`forget retry ${channel}`),
    },
    lingerMs: 1_000,
    log: () => {},
  });
});
afterEach(() => {
  registry.dispose();
  vi.useRealTimers();
});

describe('ChannelRegistry', () => {
  it('asks for a channel only when its first holder takes it', () => {
    expect(registry.hold('tickers')).toBe(true);
    expect(registry.hold('tickers')).toBe(false);
    expect(registry.held()).toEqual(['tickers']);
  });

  it('lets a channel go a linger after its last holder, forgetting its retries', () => {
    registry.hold('tickers');
    registry.hold('tickers');
    expect(registry.release('tickers')).toBe(false);
    expect(registry.release('tickers')).toBe(true);
    expect(registry.release('tickers')).toBe(false);
    expect(registry.held()).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(calls).toEqual(['cancel retry tickers']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([
      'cancel retry tickers',
      'forget retry tickers',
      'reset tickers',
      'unsubscribe tickers',
    ]);
  });

  it('held again during its linger, a subscribed channel needs nothing and stays', () => {
    registry.hold('tickers');
    registry.requestSnapshot('tickers', false);
    registry.release('tickers');
    expect(registry.hold('tickers')).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(calls).not.toContain('unsubscribe tickers');
  });

  it('counts a held channel missing once its stream ends, and back when asked for again', () => {
    registry.hold('tickers');
    registry.hold('user');
    registry.requestSnapshot('tickers', false);
    registry.requestSnapshot('user', false);
    expect(registry.missing()).toEqual([]);
    expect(registry.endStream('user')).toBe(true);
    expect(registry.missing()).toEqual(['user']);
    expect(registry.isMissing('user')).toBe(true);
    registry.requestSnapshot('user', false);
    expect(registry.missing()).toEqual([]);
    expect(registry.endStream('unknown')).toBe(false);
  });

  it('resets the sink when a stream that had a snapshot ends, and only then', () => {
    registry.hold('tickers');
    registry.hold('user');
    registry.requestSnapshot('tickers', false);
    registry.requestSnapshot('user', false);
    snapshot('tickers');
    calls = [];
    registry.endAllStreams();
    expect(calls).toEqual(['reset tickers']);
    expect(registry.missing()).toEqual(['tickers', 'user']);
  });

  it('a snapshot counts as the retries succeeding; a gap restarts the stream', () => {
    registry.hold('tickers');
    registry.requestSnapshot('tickers', false);
    snapshot('tickers', 4);
    registry.apply({ type: 'update', channel: 'tickers', seq: 6, time: 2, data: null });
    expect(calls).toEqual([
      'cancel retry tickers',
      'reset tickers',
      'subscribe tickers',
      'retry succeeded tickers',
      'cancel retry tickers',
      'reset tickers',
      'restart tickers',
    ]);
  });

  it('a channel refused as unknown leaves the registry; its holders stay counted apart until they let go', () => {
    registry.hold('kline.NOPEUSDT.1m');
    registry.hold('kline.NOPEUSDT.1m');
    registry.requestSnapshot('kline.NOPEUSDT.1m', false);
    calls = [];
    expect(registry.refuse('kline.NOPEUSDT.1m')).toBe(true);
    expect(registry.refuse('kline.NOPEUSDT.1m')).toBe(false);
    expect(calls).toEqual(['forget retry kline.NOPEUSDT.1m', 'reset kline.NOPEUSDT.1m']);
    expect(registry.held()).toEqual([]);
    expect(registry.missing()).toEqual([]);
    expect(registry.refused()).toEqual(['kline.NOPEUSDT.1m']);
    // Held once more while refused: not asked for; each release counts, the last ends the refusal.
    expect(registry.hold('kline.NOPEUSDT.1m')).toBe(false);
    expect(registry.release('kline.NOPEUSDT.1m')).toBe(false);
    expect(registry.release('kline.NOPEUSDT.1m')).toBe(false);
    expect(registry.release('kline.NOPEUSDT.1m')).toBe(true);
    expect(registry.refused()).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual(['forget retry kline.NOPEUSDT.1m', 'reset kline.NOPEUSDT.1m']);
    // A later holder's release is its own: an earlier holder's stale release cannot take it away.
    expect(registry.hold('kline.NOPEUSDT.1m')).toBe(true);
    expect(registry.held()).toEqual(['kline.NOPEUSDT.1m']);
  });

  it('ignores pushes for a channel it does not hold', () => {
    snapshot('tickers');
    expect(calls).toEqual([]);
  });
});
