import { useState } from 'react';
import { compareDecimal, isDecimal } from './decimal.ts';

export type FlashDirection = 'up' | 'down';

/** Up when the new price is above the previous one, compared as decimal strings (never floats). */
export function flashDirection(
  previous: string | undefined,
  next: string | undefined,
): FlashDirection | null {
  if (!isDecimal(previous) || !isDecimal(next)) return null;
  const order = compareDecimal(next, previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}

export interface Flash {
  direction: FlashDirection | null;
  /** Counts moves, so that a class can alternate and restart its animation on every tick. */
  count: number;
}

/**
 * Which way the price last moved. Kept with the "state from the previous render" pattern: the
 * comparison runs during render, without an effect and without a second commit.
 */
export function usePriceFlash(price: string | undefined): Flash {
  const [state, setState] = useState<Flash & { price: string | undefined }>({
    price,
    direction: null,
    count: 0,
  });
  if (state.price !== price) {
    const direction = flashDirection(state.price, price);
    setState({
      price,
      direction: direction ?? state.direction,
      count: direction ? state.count + 1 : state.count,
    });
  }
  return { direction: state.direction, count: state.count };
}

/** The class that plays the flash: two identical animations alternate so each move restarts it. */
export function flashClass({ direction, count }: Flash): string {
  return direction && count > 0 ? `hc-flash-${direction}-${count % 2}` : '';
}
