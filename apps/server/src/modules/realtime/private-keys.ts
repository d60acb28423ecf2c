import type { Subscriber } from './channel-kind.ts';

/**
 * Per subscriber of a private channel: channel name -> key (which names the principal). A public
 * channel's key is its name, so most connections (no private channel) have no entry at all.
 */
export function createPrivateKeys() {
  const keysOf = new Map<Subscriber, Map<string, string>>();
  return {
    /** The key `name` is held under by this subscriber, if it is a private channel of theirs. */
    held(subscriber: Subscriber, name: string): string | undefined {
      return keysOf.get(subscriber)?.get(name);
    },

    hold(subscriber: Subscriber, name: string, key: string): void {
      const keys = keysOf.get(subscriber) ?? new Map<string, string>();
      keysOf.set(subscriber, keys.set(name, key));
    },

    /** Forgets `name` for this subscriber; answers the key it was held under (its name if public). */
    release(subscriber: Subscriber, name: string): string {
      const keys = keysOf.get(subscriber);
      const key = keys?.get(name) ?? name;
      if (keys?.delete(name) && keys.size === 0) keysOf.delete(subscriber);
      return key;
    },

    clear(): void {
      keysOf.clear();
    },
  };
}
