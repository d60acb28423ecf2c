import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionHeartbeat } from './connection-heartbeat.ts';

let pings: number;
let silences: number;
let heartbeat: ConnectionHeartbeat;

beforeEach(() => {
  vi.useFakeTimers();
  pings = 0;
  silences = 0;
  heartbeat = new ConnectionHeartbeat({
    intervalMs: 20_000,
    timeoutMs: 5_000,
    ping: () => {
      pings += 1;
    },
    onSilence: () => {
      silences += 1;
    },
  });
});
afterEach(() => {
  heartbeat.stop();
  vi.useRealTimers();
});

describe('ConnectionHeartbeat', () => {
  it('pings every interval; what arrives in time keeps the connection', () => {
    heartbeat.start();
    vi.advanceTimersByTime(20_000);
    expect(pings).toBe(1);
    heartbeat.heard();
    vi.advanceTimersByTime(20_000);
    expect(pings).toBe(2);
    heartbeat.heard();
    vi.advanceTimersByTime(10_000);
    expect(silences).toBe(0);
  });

  it('gives up when nothing arrives within the timeout of a ping', () => {
    heartbeat.start();
    vi.advanceTimersByTime(20_000 + 4_999);
    expect(silences).toBe(0);
    vi.advanceTimersByTime(1);
    expect(silences).toBe(1);
  });

  it('a later ping does not push the deadline back', () => {
    const slow = new ConnectionHeartbeat({
      intervalMs: 1_000,
      timeoutMs: 2_500,
      ping: () => {},
      onSilence: () => {
        silences += 1;
      },
    });
    slow.start();
    vi.advanceTimersByTime(1_000 + 2_500);
    expect(silences).toBe(1);
    slow.stop();
  });

  it('stopped, it neither pings nor gives up', () => {
    heartbeat.start();
    vi.advanceTimersByTime(20_000);
    heartbeat.stop();
    vi.advanceTimersByTime(60_000);
    expect(pings).toBe(1);
    expect(silences).toBe(0);
  });
});
