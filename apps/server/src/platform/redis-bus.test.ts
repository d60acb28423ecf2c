import { afterEach, describe, expect, it } from 'vitest';
import { findTestRedis, NO_REDIS_REASON, uniqueBusPrefix } from '../../test/redis.ts';
import type { Bus } from './bus.ts';
import { createBus } from './create-bus.ts';
import { createRedisBus, type RedisBus } from './redis-bus.ts';

const redisUrl = await findTestRedis();
const silent = { warn: () => {}, error: () => {} };

/** Resolves with the first `count` payloads a topic receives, or rejects after `ms`. */
function collect(bus: Bus, topic: string, count: number, ms = 2_000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const received: unknown[] = [];
    const timer = setTimeout(() => reject(new Error(`got ${received.length} of ${count} on ${topic}`)), ms);
    const stop = bus.subscribe(topic, (payload) => {
      received.push(payload);
      if (received.length === count) {
        clearTimeout(timer);
        stop();
        resolve(received);
      }
    });
  });
}

describe('createBus', () => {
  it('is in process without REDIS_URL, delivering synchronously', async () => {
    const bus = createBus({ redisUrl: undefined, log: silent });
    const seen: unknown[] = [];
    bus.subscribe('t', (payload) => seen.push(payload));
    void bus.publish('t', { a: 1 });
    expect(seen).toEqual([{ a: 1 }]);
    await bus.close();
  });
});

describe.skipIf(!redisUrl)(`redis bus ${redisUrl ? `on ${redisUrl}` : NO_REDIS_REASON}`, () => {
  const opened: RedisBus[] = [];
  const open = (prefix: string) => {
    const bus = createRedisBus({ url: redisUrl ?? '', prefix, log: silent });
    opened.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('delivers JSON payloads to every process, the publisher included, in publish order', async () => {
    const prefix = uniqueBusPrefix();
    const [a, b] = [open(prefix), open(prefix)];
    const atA = collect(a, 'ticks', 3);
    const atB = collect(b, 'ticks', 3);
    await Promise.all([a.ready(), b.ready()]);
    for (const n of [1, 2, 3]) await a.publish('ticks', { n, price: '1.5' });
    const expected = [1, 2, 3].map((n) => ({ n, price: '1.5' }));
    expect(await atA).toEqual(expected);
    expect(await atB).toEqual(expected);
  });

  it('keeps prefixes apart and stops delivering after unsubscribe', async () => {
    const [mine, theirs] = [open(uniqueBusPrefix()), open(uniqueBusPrefix())];
    const seen: unknown[] = [];
    const stop = mine.subscribe('t', (payload) => seen.push(payload));
    const other: unknown[] = [];
    theirs.subscribe('t', (payload) => other.push(payload));
    await Promise.all([mine.ready(), theirs.ready()]);
    await theirs.publish('t', 'not for mine');
    const first = collect(mine, 't', 1);
    await mine.ready();
    await mine.publish('t', 'for mine');
    expect(await first).toEqual(['for mine']);
    stop();
    await mine.ready();
    await mine.publish('t', 'after stop');
    // Redis runs one command at a time and writes to each subscriber in order: once a message published
    // after that one has arrived on both buses, that one would have arrived before it.
    const [mineLater, theirsLater] = [collect(mine, 'later', 1), collect(theirs, 'later', 1)];
    await Promise.all([mine.ready(), theirs.ready()]);
    await Promise.all([mine.publish('later', 1), theirs.publish('later', 1)]);
    await Promise.all([mineLater, theirsLater]);
    expect(seen).toEqual(['for mine']);
    expect(other).toEqual(['not for mine']);
  });

  it('isolates a throwing handler from the others', async () => {
    const bus = open(uniqueBusPrefix());
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    const received = collect(bus, 't', 1);
    await bus.ready();
    await bus.publish('t', 42);
    expect(await received).toEqual([42]);
  });
});
