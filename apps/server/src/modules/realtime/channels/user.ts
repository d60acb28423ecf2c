import { USER_CHANNEL } from '@halcyon/api';
import type { Bus } from '../../../platform/bus.ts';
import { subscribeUserEvents, type UserEventEnvelope } from '../../../platform/user-events.ts';
import { type ChannelDefinition, type ChannelRuntime, privateChannelKey } from '../channel-kind.ts';

export type UserChannel = { kind: 'user'; name: typeof USER_CHANNEL };
type Deps = { bus?: Bus };

/**
 * `user`: the events of the user the connection authenticated as (balances, orders, contracts, and what
 * later modules publish with platform/user-events.ts). A new event is a schema in packages/api's user
 * event union and a publishUserEvent call: this channel carries every event as it is.
 */
export const userChannel: ChannelDefinition<UserChannel, Deps, ChannelRuntime<UserChannel>> = {
  kind: 'user',
  needsAuth: true,
  parse: (parts) => (parts.length === 1 ? { kind: 'user', name: USER_CHANNEL } : undefined),
  create(host, { bus }) {
    const stateOf = (userId: string) => host.channel(privateChannelKey(USER_CHANNEL, userId));
    const publish = ({ userId, event }: UserEventEnvelope) => {
      const state = stateOf(userId);
      if (state) host.broadcast(state, event);
    };
    return {
      // Nothing to catch up on: the screens load balances and orders over HTTP, then listen here.
      snapshot: (state, subscriber, entry) => host.sendSnapshot(state, subscriber, entry, null),
      bind: () =>
        bus ? subscribeUserEvents(bus, publish, (userId) => stateOf(userId) !== undefined) : () => {},
    };
  },
};
