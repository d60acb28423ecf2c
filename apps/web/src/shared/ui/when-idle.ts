/**
 * Runs `task` once the main thread is idle after the page has painted, and at the latest `timeoutMs`
 * later: work a first paint does not need (the price chart's library) then never lengthens it nor
 * blocks input while the page loads. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callback: after the next frames is the nearest it offers.
  const id = window.setTimeout(task, 100);
  return () => window.clearTimeout(id);
}
