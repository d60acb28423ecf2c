import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `everyMs` from the moment the server is ready until it closes. A failed sweep is
 * logged and tried again next time: what it deletes is only kept longer. The timer does not hold the
 * process open, and several processes sweeping at once only share the work.
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  sweep: { name: string; everyMs: number; run(): Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep.run().catch((error: unknown) => log.warn({ err: error }, `${sweep.name} sweep failed`));
    }, sweep.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
