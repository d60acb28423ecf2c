import { financeQueueEvent } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminChannel } from '@/frame/admin-socket.ts';
import { FINANCE_KEYS } from './finance-api.ts';

/**
 * How often a queue is read again: every 10 s while the admin socket is down, every 30 s while it is up
 * (a push that never comes, e.g. from a server without the channel, must not freeze the queue).
 */
export function queuePollMs(live: boolean): number {
  return live ? 30_000 : 10_000;
}

/**
 * Keeps a finance queue current: every `finance-queue` push about it re-reads the list (another operator
 * decided, a user cancelled, a new order came in), and so does each snapshot (a (re)connect). Answers
 * whether pushes arrive; the page polls when not.
 */
export function useFinanceQueue(queue: 'recharge' | 'withdrawal'): boolean {
  const queryClient = useQueryClient();
  const refetch = () =>
    void queryClient.invalidateQueries({
      queryKey: queue === 'recharge' ? FINANCE_KEYS.recharges : FINANCE_KEYS.withdrawals,
    });
  return useAdminChannel('finance-queue', (data, kind) => {
    // The snapshot carries nothing (null): it starts the stream, also after a reconnect, so whatever
    // changed while the socket was down is read again.
    if (kind === 'snapshot') {
      refetch();
      return;
    }
    const event = financeQueueEvent.safeParse(data);
    if (event.success && event.data.queue === queue) refetch();
  });
}
