import { CONFIG_CHANNEL, type ConfigChange } from '@halcyon/api';
import type { Bus } from '../../../platform/bus.ts';
import { APP_CONFIG_CHANGED_TOPIC } from '../../app-config/index.ts';
import { PAIRS_CHANGED_TOPIC } from '../../markets/index.ts';
import { RECHARGE_CONFIGS_CHANGED_TOPIC } from '../../recharge/index.ts';
import { CONTRACTS_CHANGED_TOPIC } from '../../second-contract/index.ts';
import { WITHDRAWAL_CONFIGS_CHANGED_TOPIC } from '../../withdrawal/index.ts';
import type { ChannelDefinition, ChannelRuntime } from '../channel-kind.ts';

export type ConfigChannel = { kind: 'config'; name: 'config' };
type Deps = { bus?: Bus };

const TOPICS: ReadonlyArray<readonly [string, ConfigChange['kind']]> = [
  [PAIRS_CHANGED_TOPIC, 'pairs'],
  [CONTRACTS_CHANGED_TOPIC, 'contracts'],
  [APP_CONFIG_CHANGED_TOPIC, 'app'],
  // Deposit methods and withdrawal networks: one kind, the finance pages re-read both.
  [RECHARGE_CONFIGS_CHANGED_TOPIC, 'finance'],
  [WITHDRAWAL_CONFIGS_CHANGED_TOPIC, 'finance'],
];

/**
 * `config`: what an operator just changed (a pair suspended, a payout rate, the banners, a deposit address), heard on the bus from
 * whichever process the operator used, so every open app refetches it without a reload. Snapshot: null.
 */
export const configChannel: ChannelDefinition<ConfigChannel, Deps, ChannelRuntime<ConfigChannel>> = {
  kind: 'config',
  needsAuth: false,
  parse: (parts) => (parts.length === 1 ? { kind: 'config', name: CONFIG_CHANNEL } : undefined),
  create(host, { bus }) {
    return {
      snapshot: (state, subscriber, entry) => host.sendSnapshot(state, subscriber, entry, null),
      bind() {
        if (!bus) return () => {};
        const stops = TOPICS.map(([topic, kind]) =>
          bus.subscribe(topic, () => {
            const state = host.channel(CONFIG_CHANNEL);
            if (state) host.broadcast(state, { kind, at: host.now() } satisfies ConfigChange);
          }),
        );
        return () => {
          for (const stop of stops) stop();
        };
      },
    };
  },
};
