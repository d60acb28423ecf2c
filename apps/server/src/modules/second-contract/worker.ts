import type { FastifyBaseLogger } from 'fastify';
import type { Settler } from './settlement.ts';

/** Often enough that a result shows within a fraction of a second of being final. */
const SETTLE_INTERVAL_MS = 200;

/**
 * The settlement loop of one process. The first pass runs at start, so contracts that fell due while the
 * server was down settle from the stored ticks before anything else; then a pass every interval, never
 * two at once in this process (other processes may run theirs: rows are claimed with SKIP LOCKED).
 */
export function createContractWorker(deps: {
  settler: Settler;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const intervalMs = deps.intervalMs ?? SETTLE_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let stopped = true;

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
    current = pass().finally(() => {
      current = undefined;
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}
