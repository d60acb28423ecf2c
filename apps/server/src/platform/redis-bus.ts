import type { Redis } from 'ioredis';
import type { Bus } from './bus.ts';
import { loadIoredis } from './redis-client.ts';

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type RedisBusOptions = {
  url: string;
  /**
   * Prepended to every topic to form the Redis channel name, so that several deployments (or parallel
   * test runs) can share one Redis without hearing each other.
   */
  prefix: string;
  log: Logger;
};

export type RedisBus = Bus & {
  /** Resolves once every SUBSCRIBE issued so far is acknowledged: from then on no publish is missed. */
  ready(): Promise<void>;
};

/** How long close() waits for QUIT before cutting the connections. */
const QUIT_TIMEOUT_MS = 1_000;

type Handlers = Map<string, Set<(payload: unknown) => void>>;

/**
 * One message from Redis to this process's handlers of its topic: a channel outside the prefix is another
 * deployment's, a payload that is not JSON is dropped, and a handler that throws keeps it from no other.
 */
function deliver(channel: string, message: string, prefix: string, handlers: Handlers, log: Logger): void {
  if (!channel.startsWith(prefix)) return;
  const set = handlers.get(channel.slice(prefix.length));
  if (!set || set.size === 0) return;
  let payload: unknown;
  try {
    payload = JSON.parse(message);
  } catch (error) {
    log.warn({ err: error, channel }, 'redis bus message is not JSON');
    return;
  }
  for (const handler of set) {
    try {
      handler(payload);
    } catch (error) {
      log.error({ err: error, topic: channel }, 'bus handler failed');
    }
  }
}

/** Closes one connection politely with QUIT, or cuts it if Redis does not answer in time or at all. */
async function quitOrCut(connection: Pick<Redis, 'quit' | 'disconnect'>): Promise<void> {
  const timer = setTimeout(() => connection.disconnect(), QUIT_TIMEOUT_MS);
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pub/sub across server processes. Two connections, as Redis requires: a connection in subscriber mode
 * can issue no other command. Delivery is at most once (Redis pub/sub keeps nothing for a receiver that is
 * away), asynchronous, and in publish order per publisher; receivers already tolerate loss, since the
 * websocket protocol resyncs on a sequence gap. A process hears its own publishes like any other.
 */
export function createRedisBus({ url, prefix, log }: RedisBusOptions): RedisBus {
  const connectionOptions = { maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const { Redis } = loadIoredis();
  const publisher = new Redis(url, connectionOptions);
  // ioredis resubscribes by itself after a reconnect (autoResubscribe), so a Redis restart heals.
  const subscriber = new Redis(url, connectionOptions);
  const handlers: Handlers = new Map();
  const pending = new Set<Promise<unknown>>();
  let closed = false;

  // Without listeners ioredis prints every reconnect failure as an unhandled error event.
  publisher.on('error', (error: Error) => log.warn({ err: error }, 'redis bus publisher unavailable'));
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'redis bus subscriber unavailable'));

  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch((error: unknown) =>
      log.error({ err: error }, 'redis bus subscription failed'),
    );
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  subscriber.on('message', (channel: string, message: string) =>
    deliver(channel, message, prefix, handlers, log),
  );

  return {
    crossesProcesses: true,
    async publish(topic, payload) {
      if (closed) return;
      try {
        await publisher.publish(prefix + topic, JSON.stringify(payload));
      } catch (error) {
        // Publishers are feeds and timers that cannot do better than the next message; a lost message
        // is what pub/sub promises anyway, so it is logged rather than thrown into them.
        log.warn({ err: error, topic }, 'redis bus publish failed');
      }
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        track(subscriber.subscribe(prefix + topic));
      }
      set.add(handler);
      const own = set;
      return () => {
        own.delete(handler);
        if (own.size === 0 && handlers.get(topic) === own && !closed) {
          handlers.delete(topic);
          track(subscriber.unsubscribe(prefix + topic));
        }
      };
    },
    async ready() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.all([publisher, subscriber].map(quitOrCut));
    },
  };
}
