import { create } from 'zustand';
import type { ConnectionStatus } from './realtime-client.ts';

/**
 * The socket's state, for a "live" indicator and the polling fallbacks. `lost`: channels held but not
 * subscribed on the open socket (the server dropped them), asked for again meanwhile. `refused`: held
 * channels the server does not know, never asked for again while held.
 */
export const useConnectionStore = create<{
  status: ConnectionStatus;
  lost: readonly string[];
  refused: readonly string[];
}>()(() => ({
  status: 'idle',
  lost: [],
  refused: [],
}));

/** Whether pushes keep `channel` current: the socket is open and the server still sends the channel. */
export function useChannelLive(channel: string): boolean {
  return useConnectionStore(
    (state) => state.status === 'open' && !state.lost.includes(channel) && !state.refused.includes(channel),
  );
}

/** Whether the server refused `channel` as unknown: no pushes will come for it, a screen can say so. */
export function useChannelRefused(channel: string): boolean {
  return useConnectionStore((state) => state.refused.includes(channel));
}
