import type { FinanceQueueEvent } from '@halcyon/api';
import type { Bus } from './bus.ts';

/**
 * The operators' finance queues changed (an order arrived, was taken, decided, cancelled or expired).
 * Published on the bus after the commit; the console's admin socket forwards it to operators who may read
 * finance, whose queue pages then refetch. Nothing subscribes until that socket exists: this is its seam.
 */
export const FINANCE_QUEUE_TOPIC = 'finance-queue';

export function publishFinanceQueue(bus: Bus, event: Omit<FinanceQueueEvent, 'kind'>): Promise<void> {
  return bus.publish(FINANCE_QUEUE_TOPIC, { kind: 'finance-queue', ...event } satisfies FinanceQueueEvent);
}
