import type { Candle } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { incrementalTail } from '@/shared/markets/components/candle-chart.tsx';
import { sessionText } from './session-text.ts';

const t = (key: string, params?: Record<string, string>) => (params?.time ? `${key} ${params.time}` : key);
const now = Date.UTC(2026, 10, 21, 9, 0);

describe('session status text', () => {
  it('says open 24/7 when the market never closes', () => {
    expect(sessionText({ open: true, nextChangeAt: null, timeZone: 'UTC' }, true, t, 'en', now)).toBe(
      'pairDetail.sessionAlwaysOpen',
    );
  });

  it('says when an open market closes and when a closed one opens', () => {
    const closes = sessionText(
      { open: true, nextChangeAt: now + 3_600_000, timeZone: 'UTC' },
      true,
      t,
      'en-GB',
      now,
    );
    expect(closes).toMatch(/^pairDetail\.sessionOpenUntil \d\d:\d\d$/);
    const opens = sessionText(
      { open: false, nextChangeAt: Date.UTC(2026, 10, 23, 14, 30), timeZone: 'America/New_York' },
      false,
      t,
      'en-GB',
      now,
    );
    expect(opens).toMatch(/^pairDetail\.sessionClosedUntil Mon/);
  });

  it('does not quote a change that has already happened when the live state moved on', () => {
    const calendar = { open: true, nextChangeAt: now - 1, timeZone: 'UTC' };
    expect(sessionText(calendar, false, t, 'en', now)).toBe('pairDetail.sessionClosed');
    expect(sessionText({ ...calendar, open: false }, true, t, 'en', now)).toBe('pairDetail.sessionOpen');
  });
});

const candle = (openTime: number, close = '1'): Candle => ({
  openTime,
  open: '1',
  high: '1',
  low: '1',
  close,
  volume: '1',
});

describe('what the chart redraws', () => {
  const shown = [candle(0), candle(60), candle(120)];
  it('updates only the forming candle, or the closed one and the new one', () => {
    expect(incrementalTail(shown, [candle(0), candle(60), candle(120, '2')])).toEqual([candle(120, '2')]);
    expect(incrementalTail(shown, [...shown.slice(0, 2), candle(120, '3'), candle(180)])).toEqual([
      candle(120, '3'),
      candle(180),
    ]);
  });

  it('redraws everything for older data, a jump, or nothing shown yet', () => {
    expect(incrementalTail([], shown)).toBeNull();
    expect(incrementalTail(shown, [candle(0), candle(60)])).toBeNull();
    expect(incrementalTail(shown, [candle(240), candle(300)])).toBeNull();
  });
});
