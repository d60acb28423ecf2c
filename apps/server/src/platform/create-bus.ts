import { type Bus, createMemoryBus } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type BusOptions = {
  redisUrl: string | undefined;
  /** Redis channel prefix; tests pass a unique one so parallel runs on one Redis stay apart. */
  prefix?: string;
  log: Logger;
};

export const DEFAULT_BUS_PREFIX = 'halcyon:bus:';

/** In process by default; Redis pub/sub when REDIS_URL is set, so several server processes share streams. */
export function createBus({ redisUrl, prefix = DEFAULT_BUS_PREFIX, log }: BusOptions): Bus {
  return redisUrl ? createRedisBus({ url: redisUrl, prefix, log }) : createMemoryBus(log);
}
