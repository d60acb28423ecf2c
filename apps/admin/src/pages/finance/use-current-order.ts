import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_POLL_MS } from './finance-api.ts';

type TrackedOrder = { orderNo: string; updatedAt: number };

export interface CurrentOrder<O> {
  /** The order as last read from the server. */
  order: O;
  /** Someone else (another operator, or the user) changed it since it was opened or since our own step. */
  changedElsewhere: boolean;
  /** Why the last re-read failed, while it stays failed: the order shown may then be out of date. */
  refreshError: Error | null;
  /** When the order shown was read. */
  readAt: number;
  /** Records the server's answer to this operator's own step, so it is not taken for someone else's. */
  ownStep: (answer: O) => void;
}

/**
 * The order a review dialog shows, as the server has it now, starting from the row that was opened.
 * Another operator may take or decide it while the dialog is open; it then leaves the pending queue, so
 * the queue's rows cannot say what happened: the dialog reads the order itself, every ORDER_POLL_MS and
 * whenever its queue's key is invalidated (a push about the queue, a decision).
 */
export function useCurrentOrder<O extends TrackedOrder>(
  opened: O,
  queryKey: readonly unknown[],
  read: (orderNo: string) => Promise<O>,
): CurrentOrder<O> {
  const queryClient = useQueryClient();
  const [known, setKnown] = useState(opened.updatedAt);
  const query = useQuery({
    queryKey,
    queryFn: () => read(opened.orderNo),
    initialData: opened,
    // The row is as old as the queue's last read (up to 30 s): the order is read again as the dialog opens.
    staleTime: 0,
    // Forgotten once the dialog closes: opened again, it starts from the queue's newer row, not an old copy.
    gcTime: 0,
    refetchInterval: ORDER_POLL_MS,
  });
  // Never undefined with initialData; TypeScript cannot see it through the generic order type.
  const order = query.data ?? opened;
  return {
    order,
    changedElsewhere: order.updatedAt > known,
    refreshError: query.isError ? query.error : null,
    readAt: query.dataUpdatedAt,
    ownStep: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      setKnown(answer.updatedAt);
    },
  };
}
