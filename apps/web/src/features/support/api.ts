import type { SupportMessage, SupportMessagesPage, UploadResponse } from '@halcyon/api';
import { SUPPORT } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/shared/api/client.ts';
import { mergeMessages, type SupportThread, supportKeys } from '@/shared/support/support-cache.ts';

export const supportApi = {
  page: (before?: string) =>
    api.get<SupportMessagesPage>(
      `/support/messages?limit=${SUPPORT.pageSize}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      { silent: true },
    ),
  send: (body: { clientId: string; text?: string; fileId?: string }) =>
    api.post<SupportMessage>('/support/messages', body, { silent: true }),
  read: (upTo: string) => api.post<{ unread: number }>('/support/read', { upTo }, { silent: true }),
  config: () => api.get<{ quickQuestions: string[] }>('/support/config', { silent: true }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('type', 'support_image');
    form.append('file', file, file.name);
    return api.upload<UploadResponse>('/upload', form, { silent: true });
  },
};

/**
 * The conversation: the latest page on first read and on every refetch (reconnect), merged into what
 * is held, so older pages loaded by scrolling up and pushed messages stay.
 */
export function useSupportThread(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.thread,
    enabled,
    queryFn: async (): Promise<SupportThread> => {
      const latest = await supportApi.page();
      queryClient.setQueryData(supportKeys.unread, latest.unread);
      const held = queryClient.getQueryData<SupportThread>(supportKeys.thread);
      return {
        messages: mergeMessages(held?.messages ?? [], latest.items),
        hasMore: held ? held.hasMore : latest.hasMore,
      };
    },
  });

  const loadOlder = useCallback(async () => {
    const held = queryClient.getQueryData<SupportThread>(supportKeys.thread);
    const first = held?.messages[0];
    if (!held || !first) return;
    const older = await supportApi.page(first.id);
    queryClient.setQueryData<SupportThread>(supportKeys.thread, (current) => ({
      messages: mergeMessages(current?.messages ?? [], older.items),
      hasMore: older.hasMore,
    }));
  }, [queryClient]);

  const addOwn = useCallback(
    (message: SupportMessage) =>
      queryClient.setQueryData<SupportThread>(supportKeys.thread, (current) => ({
        messages: mergeMessages(current?.messages ?? [], [message]),
        hasMore: current?.hasMore ?? false,
      })),
    [queryClient],
  );

  return { query, loadOlder, addOwn };
}

export const useQuickQuestions = (enabled: boolean) =>
  useQuery({
    queryKey: ['support', 'config'],
    queryFn: async () => (await supportApi.config()).quickQuestions,
    enabled,
    staleTime: 5 * 60_000,
  });
