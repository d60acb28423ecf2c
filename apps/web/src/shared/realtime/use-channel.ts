import { useEffect } from 'react';
import { getRealtime } from './realtime.ts';

/**
 * Holds realtime channels while the component is mounted. What they push arrives in the trading
 * store and the query cache; the component reads it from there, never from the socket.
 */
export function useChannels(channels: readonly (string | null | undefined)[]): void {
  const key = channels.filter((channel): channel is string => Boolean(channel)).join('|');
  useEffect(() => {
    if (!key) return;
    const realtime = getRealtime();
    const releases = key.split('|').map((channel) => realtime.subscribe(channel));
    return () => {
      for (const release of releases) release();
    };
  }, [key]);
}

export function useChannel(channel: string | null | undefined): void {
  useChannels([channel]);
}
