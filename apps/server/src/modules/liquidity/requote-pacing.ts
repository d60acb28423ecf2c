import type { Clock } from '../../platform/clock.ts';
import type { PairState } from './pair-quotes.ts';

/**
 * Re-quotes of a pair are paced: one sooner than `minRequoteMs` after the last quote is held back, not
 * dropped, and `requote` runs once the wait is over, so the latest price is quoted then. A first quote, a
 * pull (price null) and a forced look are never held back. True when this look was held back.
 */
export function holdBackRequote(
  pair: PairState,
  price: string | null,
  force: boolean,
  pacing: { clock: Clock; minRequoteMs: number },
  requote: () => void,
): boolean {
  if (price === null || pair.quotedAround === null || force) return false;
  const wait = pair.quotedAt + pacing.minRequoteMs - pacing.clock.now();
  if (wait <= 0) return false;
  if (!pair.timer) {
    pair.timer = setTimeout(() => {
      pair.timer = undefined;
      requote();
    }, wait);
    pair.timer.unref();
  }
  return true;
}

/** Drops a held-back re-quote: the call made now (or the stop) supersedes it. */
export function cancelHeldBack(pair: PairState): void {
  if (pair.timer) clearTimeout(pair.timer);
  pair.timer = undefined;
}
