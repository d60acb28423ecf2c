import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../test/auth-helpers.ts';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../../test/redis.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

const redisUrl = await findTestRedis();
const ADDRESS = '198.51.100.7';

/**
 * With REDIS_URL every process of a deployment shares the per-IP counters in Redis. An app run under a
 * prefix of its own (tests, benchmarks, the chaos run) keeps them under that prefix: two runs on one Redis
 * sending from the same addresses must not spend each other's budgets (the chaos run's people were refused
 * with 429 when it ran twice within a minute).
 */
describe.skipIf(!redisUrl)(`per-IP rate limits in Redis ${redisUrl ?? NO_REDIS_REASON}`, () => {
  const backend = backends[0];
  if (!backend) throw new Error('no test database backend');
  const t = useTestApp(backend);
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.disconnect());

  const onRun = (prefix: string) =>
    t.rebuild({
      env: { REDIS_URL: redisUrl ?? '' },
      overrides: { busPrefix: prefix, rateLimits: { global: 2 } },
    });
  const info = async () => (await t.get(`${API}/app/info`, { remoteAddress: ADDRESS })).status;

  it("shares a run's budget between its processes, under its prefix, and not with another run", async () => {
    const run = uniqueBusPrefix();
    await onRun(run);
    expect([await info(), await info(), await info()]).toEqual([200, 200, 429]);
    expect(await redis.keys(`${run}rate-limit:*`)).not.toEqual([]);

    // Another process of the same run: a fresh app, so only the counter in Redis can refuse it.
    await onRun(run);
    expect(await info()).toBe(429);

    // Another run on the same Redis, from the same address: its own budget.
    await onRun(uniqueBusPrefix());
    expect([await info(), await info()]).toEqual([200, 200]);
  });
});
