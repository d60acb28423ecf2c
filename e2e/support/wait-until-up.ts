import type { ChildProcess } from 'node:child_process';

/**
 * Asks `url` every `intervalMs` until it answers 2xx and resolves with the milliseconds that took. Throws
 * when `child` exits first or `timeoutMs` passes; the caller adds its log and stops the child.
 * Shared by the journeys' server, the compiled-server test and the benchmarks that start servers.
 */
export async function waitUntilUp(
  url: string,
  options: { child?: ChildProcess | undefined; timeoutMs: number; intervalMs: number },
): Promise<number> {
  const { child, timeoutMs, intervalMs } = options;
  const started = performance.now();
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const how = child.exitCode ?? child.signalCode;
      throw new Error(`server exited (${how}) before ${url} answered`);
    }
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return performance.now() - started;
    if (performance.now() - started > timeoutMs) {
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
