import { FINANCE_QUEUE_CHANNEL, financeQueueEvent } from '@halcyon/api';
import type { Bus } from '../../platform/bus.ts';
import { FINANCE_QUEUE_TOPIC } from '../../platform/finance-queue.ts';
import type { ChannelDefinition, ChannelRuntime } from '../realtime/index.ts';

export type FinanceQueueChannel = { kind: 'finance-queue'; name: typeof FINANCE_QUEUE_CHANNEL };

/**
 * `finance-queue` on the operator socket: every change of the deposit and withdrawal queues (an order
 * placed, taken, decided, cancelled or expired), heard on the bus from any process, so the review pages
 * refetch without polling. Only the order number, queue and status travel: the details stay behind the
 * finance.read routes.
 */
export const financeQueueChannel: ChannelDefinition<
  FinanceQueueChannel,
  { bus: Bus },
  ChannelRuntime<FinanceQueueChannel>
> = {
  kind: 'finance-queue',
  needsAuth: false,
  permission: 'finance.read',
  parse: (parts) => (parts.length === 1 ? { kind: 'finance-queue', name: FINANCE_QUEUE_CHANNEL } : undefined),
  create(host, { bus }) {
    return {
      snapshot: (state, subscriber, entry) => host.sendSnapshot(state, subscriber, entry, null),
      bind: () =>
        bus.subscribe(FINANCE_QUEUE_TOPIC, (payload) => {
          const parsed = financeQueueEvent.safeParse(payload);
          const state = host.channel(FINANCE_QUEUE_CHANNEL);
          if (parsed.success && state) host.broadcast(state, parsed.data);
        }),
    };
  },
};
