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
 * Whether the operator asked their device for less motion, followed live (a change in the system settings
 * applies without a reload). The member app has the same hook (apps/web/src/shared/ui): the two apps share
 * no React code.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, asksForLessMotion, () => false);
}
