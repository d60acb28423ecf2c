import type { SupportMessage } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supportKeys } from '@/shared/support/support-cache.ts';
import { useSupportUnread } from '@/shared/support/use-support-unread.ts';
import { supportApi } from './api.ts';

/** Reading the page reads the operators' messages on it: the badges go. */
export function useMarkRead(messages: SupportMessage[]) {
  const queryClient = useQueryClient();
  const unread = useSupportUnread();
  useEffect(() => {
    const lastOperator = [...messages].reverse().find((m: SupportMessage) => m.sender === 'operator');
    if (!lastOperator || unread === 0 || document.visibilityState === 'hidden') return;
    supportApi
      .read(lastOperator.id)
      .then((result) => queryClient.setQueryData(supportKeys.unread, result.unread))
      .catch(() => undefined);
  }, [messages, unread, queryClient]);
}
