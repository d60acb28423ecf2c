/** V8's collector as `--expose-gc` exposes it (start.sh passes the flag). */
type ExposedGc = (options: { type: 'major'; execution: 'async' }) => unknown;

/**
 * Starts a full garbage collection in the background when the process runs with `--expose-gc`; otherwise
 * does nothing. For the moment a large one-off allocation has just become garbage, such as the history
 * the first start generates (tens of MiB): V8 would free it at its next full collection, which an idle
 * server reaches only a minute or more later, because what it keeps allocating dies young.
 */
export function collectGarbageSoon(): void {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (typeof gc === 'function') gc({ type: 'major', execution: 'async' });
}
