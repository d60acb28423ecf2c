import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * REDIS_URL when set, else a Redis on 127.0.0.1:6379 if one answers PING; undefined otherwise, and the
 * Redis suites skip with a title that says why. A REDIS_URL that does not answer throws instead: CI sets it
 * when its Redis answered, and a busy moment must fail the run, not skip the multi-process tests quietly.
 */
export async function findTestRedis(): Promise<string | undefined> {
  const named = process.env.REDIS_URL || undefined;
  const url = named ?? LOCAL_REDIS;
  if (await answersPing(url)) return url;
  if (named) throw new Error(`REDIS_URL is set (${named}) but Redis did not answer PING`);
  return undefined;
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const NO_REDIS_REASON = 'skipped: no Redis (set REDIS_URL or run one on 127.0.0.1:6379)';

/** A channel prefix of its own per run and file, so parallel runs on one Redis never hear each other. */
export function uniqueBusPrefix(): string {
  // CI names its own prefix (HALCYON_TEST_REDIS_PREFIX) so that it can remove this run's keys at exit.
  const runPrefix = process.env.HALCYON_TEST_REDIS_PREFIX ?? 'halcyon-test:';
  return `${runPrefix}${randomBytes(6).toString('hex')}:`;
}
