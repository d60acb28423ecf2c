import type { FastifyBaseLogger } from 'fastify';
import type { Settler } from './settlement.ts';

/** Often enough that a result shows within a fraction of a second of being final. */
const SETTLE_INTERVAL_MS = 200;

/**
 * The settlement loop of one process. The first pass runs at start, so contracts that fell due while the
 * server was down settle from the stored ticks before anything else; then a pass every interval, never
 * two at once in this process (other processes may run theirs: rows are claimed with SKIP LOCKED).
 * `onTicksStored` (every process hears the feed's stored ticks on the bus) starts a pass at once instead
 * of at the next interval: a stored tick after a contract's end is what makes its outcome final, so a
 * burst expiring together settles as soon as that tick is in, not up to an interval later. A tick heard
 * during a pass runs another right after it.
 */
export function createContractWorker(deps: {
  settler: Settler;
  log: FastifyBaseLogger;
  intervalMs?: number;
  onTicksStored?: (listener: () => void) => () => void;
}) {
  const intervalMs = deps.intervalMs ?? SETTLE_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = true;
  let again = false;
  let unsubscribe: (() => void) | undefined;

  const pass = async () => {
    try {
      const report = await deps.settler.settleDue();
      if (report.started + report.expired + report.settled > 0)
        deps.log.debug(report, 'second contracts moved');
    } catch (error) {
      deps.log.error({ err: error }, 'second contract settlement pass failed');
    }
  };

  const loop = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    current = pass().finally(() => {
      current = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        loop();
      } else timer = setTimeout(loop, intervalMs);
    });
  };

  const wake = () => {
    if (stopped) return;
    if (current) again = true;
    else loop();
  };

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      unsubscribe = deps.onTicksStored?.(wake);
      loop();
    },
    /** Runs a pass now (or right after the one running): something may have fallen due. */
    wake,
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}
