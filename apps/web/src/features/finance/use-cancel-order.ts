import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error.ts';
import { presentError } from '@/shared/api/present-error.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { translate } from '@/shared/i18n/i18n.ts';
import { showConfirm, showErrorToast, showSuccessToast } from '@/shared/ui/feedback.ts';

interface CancelTexts {
  confirm: string;
  done: string;
  failed: string;
}

/**
 * Cancel a pending order after the person confirms. The answer (the cancelled order) replaces the cached
 * one; a 409 means it changed meanwhile (an operator took it): its message is shown and the order re-read.
 */
export function useCancelOrder<T>({
  cancel,
  detailKey,
  listKey,
  texts,
}: {
  cancel: () => Promise<T>;
  detailKey: QueryKey;
  listKey: QueryKey;
  texts: CancelTexts;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: cancel });
  // Held from the question to the answer: a double tap would ask twice, and the second cancel be refused
  // (the order is no longer pending) with an error under the first one's success.
  const once = useSingleFlight();
  const confirmAndCancel = async () => {
    if (!(await showConfirm(translate(texts.confirm)))) return;
    try {
      const order = await mutation.mutateAsync();
      queryClient.setQueryData(detailKey, order);
      showSuccessToast(translate(texts.done));
    } catch (error) {
      if (isApiError(error) && error.status > 0) presentError(error);
      else showErrorToast(translate(texts.failed));
      void queryClient.invalidateQueries({ queryKey: detailKey });
    } finally {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  };
  const run = () => once(confirmAndCancel);
  return { run, isPending: mutation.isPending };
}
