import { supportInboxEvent } from '@halcyon/api';
import type { Bus } from '../../platform/bus.ts';
import type { ChannelDefinition, ChannelRuntime } from '../realtime/index.ts';
import { SUPPORT_INBOX_TOPIC } from './support-events.ts';

export const SUPPORT_INBOX_CHANNEL = 'support';
export type SupportInboxChannel = { kind: 'support'; name: typeof SUPPORT_INBOX_CHANNEL };

/**
 * `support` on the operator socket: a conversation changed (a message, delivered, read, claimed, closed,
 * reopened), heard on the bus from any process, so the inbox refetches at once. Only the conversation id
 * and the reason travel: the messages stay behind the support.read routes.
 */
export const supportInboxChannel: ChannelDefinition<
  SupportInboxChannel,
  { bus: Bus },
  ChannelRuntime<SupportInboxChannel>
> = {
  kind: 'support',
  needsAuth: false,
  permission: 'support.read',
  parse: (parts) => (parts.length === 1 ? { kind: 'support', name: SUPPORT_INBOX_CHANNEL } : undefined),
  create(host, { bus }) {
    return {
      snapshot: (state, subscriber, entry) => host.sendSnapshot(state, subscriber, entry, null),
      bind: () =>
        bus.subscribe(SUPPORT_INBOX_TOPIC, (payload) => {
          const change = payload as { conversationId?: unknown; reason?: unknown };
          const parsed = supportInboxEvent.safeParse({
            kind: 'support-inbox',
            conversationId: change.conversationId,
            reason: change.reason,
          });
          const state = host.channel(SUPPORT_INBOX_CHANNEL);
          if (parsed.success && state) host.broadcast(state, parsed.data);
        }),
    };
  },
};
