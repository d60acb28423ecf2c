/**
 * Publish/subscribe between the parts of one server process, and between server processes when
 * REDIS_URL is set (the Redis implementation lives beside this file). Payloads are JSON values:
 * whatever crosses the bus may have crossed a network, so receivers validate what they get.
 */
export interface Bus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. Handlers must not throw; a thrown error is logged and dropped. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  /**
   * Resolves once the subscriptions made so far hear every later publish. Only a bus whose subscriptions
   * are acknowledged asynchronously (Redis) has it; in process they take effect at once.
   */
  ready?(): Promise<void>;
  /** True when other server processes hear this bus (Redis): work can be handed to another process. */
  readonly crossesProcesses?: boolean;
  close(): Promise<void>;
}

type Logger = { error(details: object, message: string): void };

/** The default: in-process delivery, synchronous with publish, in subscription order. */
export function createMemoryBus(log: Logger): Bus {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    async publish(topic, payload) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          log.error({ err: error, topic }, 'bus handler failed');
        }
      }
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
