import type { RealtimeClient } from './realtime-client.ts';

/** What realtime.ts offers once loaded: the client and the private channel's name. */
export type LoadedRealtime = { client: RealtimeClient; userChannel: string };

let provider: (() => LoadedRealtime) | null = null;

/** realtime.ts registers itself when it loads (lazily, or at once where a test imports it). */
export function registerRealtime(get: () => LoadedRealtime): void {
  provider = get;
}

/** The realtime client if its module has loaded, else null (it is then loaded on first subscribe). */
export function loadedRealtime(): LoadedRealtime | null {
  return provider ? provider() : null;
}
