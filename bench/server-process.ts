/**
 * One server process for the benchmarks and the chaos run: what apps/server/src/main.ts starts, with two
 * settings main.ts has no environment variable for. BENCH_BUS_PREFIX names the Redis channels of the run,
 * so that runs of other people on the same Redis never hear each other's spot commands or prices;
 * BENCH_NO_RATE_LIMITS=1 lifts every per-IP budget (the bench clients all come from 127.0.0.1) and, like
 * BENCH_BACKFILL=off, skips the history backfill (the live feed still ticks): start-up in seconds, not minutes
 * on a busy machine.
 * Sends {port} to the parent over IPC once it listens, when started with fork().
 *
 *   BENCH_BUS_PREFIX=run-1: DATABASE_URL=... REDIS_URL=... node --import tsx bench/server-process.ts
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../apps/server/src/platform/rate-limit.ts';

const config = loadConfig(process.env);
const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, 1_000_000_000]),
) as unknown as RateLimits;
const app = await buildApp(config, {
  ...(process.env.BENCH_BUS_PREFIX ? { busPrefix: process.env.BENCH_BUS_PREFIX } : {}),
  ...(process.env.BENCH_NO_RATE_LIMITS === '1' ? { rateLimits: unlimited } : {}),
  ...(process.env.BENCH_NO_RATE_LIMITS === '1' || process.env.BENCH_BACKFILL === 'off'
    ? { backfill: false }
    : {}),
});
const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.on('message', (message: unknown) => {
  if (message === 'exit') shutdown();
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : config.port });
