import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function asksForLessMotion(): boolean {
  return window.matchMedia(REDUCE).matches;
}

/**
 * Whether the person asked their device for less motion, followed live (a change in the system settings
 * applies without a reload). What CSS stops with `@media (prefers-reduced-motion: reduce)` this stops in
 * scripts: motion the person did not start, such as a carousel that advances on its own.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asksForLessMotion, () => false);
}
