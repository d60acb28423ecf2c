import { useEffect, useRef, useState } from 'react';

/** At most one announcement per this interval: prices tick every second, a screen reader must not. */
export const PRICE_ANNOUNCE_INTERVAL_MS = 15_000;

/**
 * A visually hidden polite live region with a short price summary (pair, price, 24 h change). The
 * visible prices are not live regions (they would be read on every tick); this one takes the latest
 * summary at most every 15 s, and only when it changed, so the reader hears about the price without
 * being flooded and without interrupting.
 */
export function PriceAnnouncer({ summary }: { summary: string | null }) {
  const [spoken, setSpoken] = useState('');
  const latest = useRef(summary);
  latest.current = summary;
  const lastSpokenAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!summary) return;
    const wait = Math.max(0, lastSpokenAt.current + PRICE_ANNOUNCE_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      lastSpokenAt.current = Date.now();
      if (latest.current) setSpoken(latest.current);
    }, wait);
    return () => clearTimeout(timer);
  }, [summary]);

  return (
    <p className="hc-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {spoken}
    </p>
  );
}
