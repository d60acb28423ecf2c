import type { RealtimeClient } from './realtime-client.ts';

/**
 * What realtime.ts offers once loaded: the client, the private channel's name, and `prepare`, which loads
 * the sinks of channels whose sinks load on demand (a promise to subscribe after, or null when ready).
 */
export type LoadedRealtime = {
  client: RealtimeClient;
  userChannel: string;
  prepare(channels: readonly string[]): Promise<void> | null;
};

let provider: (() => LoadedRealtime) | null = null;

/** realtime.ts registers itself when it loads (lazily, or at once where a test imports it). */
export function registerRealtime(get: () => LoadedRealtime): void {
  provider = get;
}

/** The realtime client if its module has loaded, else null (it is then loaded on first subscribe). */
export function loadedRealtime(): LoadedRealtime | null {
  return provider ? provider() : null;
}
