import { useEffect } from 'react';
import { type LoadedRealtime, loadedRealtime } from './realtime-registry.ts';

/**
 * The socket client, its sinks and their message schemas (zod) are not on any page's critical path:
 * they load with the first subscription, while the page paints from its HTTP queries.
 */
function withRealtime(use: (realtime: LoadedRealtime) => void): void {
  const loaded = loadedRealtime();
  if (loaded) use(loaded);
  else
    void import('./realtime.ts').then(() => {
      const now = loadedRealtime();
      if (now) use(now);
    });
}

/** `key`: the channels joined by '|'; `user`: hold the private user channel instead. */
function useHeldChannels(key: string, user: boolean): void {
  useEffect(() => {
    if (!key) return;
    let releases: Array<() => void> = [];
    let held = true;
    withRealtime((realtime) => {
      const names = user ? [realtime.userChannel] : key.split('|');
      const subscribe = () => {
        if (held) releases = names.map((channel) => realtime.client.subscribe(channel));
      };
      const ready = realtime.prepare(names);
      if (ready) void ready.then(subscribe);
      else subscribe();
    });
    return () => {
      held = false;
      for (const release of releases) release();
    };
  }, [key, user]);
}

/**
 * Holds realtime channels while the component is mounted. What they push arrives in the trading
 * store and the query cache; the component reads it from there, never from the socket.
 */
export function useChannels(channels: readonly (string | null | undefined)[]): void {
  const key = channels.filter((channel): channel is string => Boolean(channel)).join('|');
  useHeldChannels(key, false);
}

export function useChannel(channel: string | null | undefined): void {
  useChannels([channel]);
}

/** Holds the private `user` channel while `active` (someone is logged in). */
export function useUserChannel(active: boolean): void {
  useHeldChannels(active ? 'user' : '', true);
}
