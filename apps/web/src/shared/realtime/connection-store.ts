import { create } from 'zustand';
import type { ConnectionStatus } from './realtime-client.ts';

/**
 * The socket's state, for a "live" indicator and the polling fallbacks. `lost`: channels held but not
 * subscribed on the open socket (the server dropped them), asked for again meanwhile.
 */
export const useConnectionStore = create<{ status: ConnectionStatus; lost: readonly string[] }>()(() => ({
  status: 'idle',
  lost: [],
}));

/** Whether pushes keep `channel` current: the socket is open and the server still sends the channel. */
export function useChannelLive(channel: string): boolean {
  return useConnectionStore((state) => state.status === 'open' && !state.lost.includes(channel));
}
