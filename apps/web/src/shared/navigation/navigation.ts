import { TIMING } from '@halcyon/api';
import { PATHS, type PageParams, toUrl } from './paths.ts';

/** What the router offers; the app layer plugs react-router in at start. */
export interface Navigator {
  push(url: string): void;
  replace(url: string): void;
  back(): void;
  /** True when there is a page of ours to go back to. */
  canGoBack(): boolean;
}

let navigator: Navigator | null = null;
const queue: Array<() => void> = [];
let lastRunAt = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

function runNext(): void {
  timer = null;
  const action = queue.shift();
  if (!action) return;
  lastRunAt = Date.now();
  action();
  pump();
}

/**
 * Navigation calls are serialised (spec section 2): at least 300 ms apart, and a call that had to
 * wait runs no sooner than 100 ms later. Double taps therefore never stack two copies of a page.
 */
function pump(): void {
  if (timer !== null || queue.length === 0) return;
  const sinceLast = Date.now() - lastRunAt;
  if (sinceLast >= TIMING.navigationMinGapMs && queue.length === 1) {
    runNext();
    return;
  }
  const wait = Math.max(TIMING.navigationQueueDelayMs, TIMING.navigationMinGapMs - sinceLast);
  timer = setTimeout(runNext, wait);
}

function schedule(action: (nav: Navigator) => void): void {
  queue.push(() => {
    if (navigator) action(navigator);
  });
  pump();
}

/** Opens a page on top of the current one. */
export function navigateTo(path: string, params?: PageParams): void {
  schedule((nav) => nav.push(toUrl(path, params)));
}

/** Replaces the current page (redirects, tab switches after login, guards). */
export function redirectTo(path: string, params?: PageParams): void {
  schedule((nav) => nav.replace(toUrl(path, params)));
}

/** Goes back, or home when this page is the only one in the stack (spec section 2). */
export function navigateBack(): void {
  schedule((nav) => (nav.canGoBack() ? nav.back() : nav.replace(PATHS.home)));
}

/** For tests: forget queued calls and timing. */
export function resetNavigation(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  queue.length = 0;
  lastRunAt = Number.NEGATIVE_INFINITY;
}
