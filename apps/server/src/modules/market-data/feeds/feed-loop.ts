/**
 * Runs `cycle` about once a second, just after each wall-clock second, never two at once: a slow cycle
 * (a busy database) delays the next instead of piling up behind it.
 */
export function startFeedLoop(
  cycle: () => Promise<void>,
  onError: (error: unknown) => void,
  periodMs = 1000,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    // Aim 20 ms past the next second boundary so that every cycle lands in a new second.
    const wait = periodMs - (Date.now() % periodMs) + 20;
    timer = setTimeout(run, wait);
  };
  const run = () => {
    running = cycle().catch(onError).finally(schedule);
  };
  schedule();

  return {
    /** Resolves once the cycle in progress (if any) has finished. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
