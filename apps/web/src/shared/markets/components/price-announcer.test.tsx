import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_ANNOUNCE_INTERVAL_MS, PriceAnnouncer } from './price-announcer.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('price announcer', () => {
  it('is a polite status region that speaks the first price at once', () => {
    render(<PriceAnnouncer summary="BTC/USDT at 64,000.00, +1.20% in 24 hours" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(0));
    expect(region.textContent).toBe('BTC/USDT at 64,000.00, +1.20% in 24 hours');
  });

  it('speaks at most once per interval, the latest summary, however often the price ticks', () => {
    const { rerender } = render(<PriceAnnouncer summary="p 1" />);
    act(() => vi.advanceTimersByTime(0));
    const region = screen.getByRole('status');
    for (let tick = 2; tick <= 10; tick += 1) {
      rerender(<PriceAnnouncer summary={`p ${tick}`} />);
      act(() => vi.advanceTimersByTime(1_000));
      expect(region.textContent).toBe('p 1');
    }
    act(() => vi.advanceTimersByTime(PRICE_ANNOUNCE_INTERVAL_MS));
    expect(region.textContent).toBe('p 10');
  });
});
