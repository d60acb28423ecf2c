import { financeQueueEvent } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminChannel } from '@/frame/admin-socket.ts';
import { FINANCE_KEYS } from './finance-api.ts';

/** How often a queue is read again while the admin socket is down. */
export const QUEUE_POLL_MS = 10_000;

/**
 * Keeps a finance queue current: every `finance-queue` push about it re-reads the list (another operator
 * decided, a user cancelled, a new order came in). Answers whether pushes arrive; the page polls when not.
 */
export function useFinanceQueue(queue: 'recharge' | 'withdrawal'): boolean {
  const queryClient = useQueryClient();
  return useAdminChannel('finance-queue', (data) => {
    const event = financeQueueEvent.safeParse(data);
    if (!event.success || event.data.queue !== queue) return;
    void queryClient.invalidateQueries({
      queryKey: queue === 'recharge' ? FINANCE_KEYS.recharges : FINANCE_KEYS.withdrawals,
    });
  });
}
