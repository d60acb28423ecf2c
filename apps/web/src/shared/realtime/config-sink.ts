import { CONFIG_CHANNEL, type ConfigChange, configChange } from '@halcyon/api';
import type { QueryClient } from '@tanstack/react-query';
import { configQueries } from './config-queries.ts';
import type { ChannelMessage, ChannelSink } from './realtime-client.ts';

const KINDS: readonly ConfigChange['kind'][] = ['pairs', 'contracts', 'app', 'finance'];

/**
 * The public `config` channel: an operator changed a kind of configuration; the queries features registered
 * for it are refetched. Its snapshot (null) also follows every reconnect: re-read all, a change may have
 * been missed meanwhile.
 */
export function configSink(queryClient: QueryClient): ChannelSink {
  const refetch = (kinds: readonly ConfigChange['kind'][]) => {
    for (const kind of kinds) {
      for (const queryKey of configQueries(kind)) void queryClient.invalidateQueries({ queryKey });
    }
  };
  return {
    matches: (channel) => channel === CONFIG_CHANNEL,
    apply(message: ChannelMessage) {
      if (message.type === 'snapshot') {
        refetch(KINDS);
        return true;
      }
      const parsed = configChange.safeParse(message.data);
      if (!parsed.success) return false;
      refetch([parsed.data.kind]);
      return true;
    },
  };
}
