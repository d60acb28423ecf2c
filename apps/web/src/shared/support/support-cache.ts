import type { SupportMessage, SupportMessageStatus } from '@halcyon/api';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The customer-service conversation as the app holds it: one list, oldest first, merged from pages,
 * the person's own sends and pushes. Merging by id makes every path idempotent: a message that arrives
 * by push and by refetch (after a reconnect) is shown once.
 */
export type SupportThread = { messages: SupportMessage[]; hasMore: boolean };

export const supportKeys = {
  /** Under 'account', so logout drops them with the rest of the signed-in user's data. */
  thread: ['account', 'support', 'thread'] as const,
  unread: ['account', 'support', 'unread'] as const,
};

const RANK: Record<SupportMessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** Adds or updates messages, keeping the furthest status of each and the list in time order. */
export function mergeMessages(current: readonly SupportMessage[], incoming: readonly SupportMessage[]) {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(
      message.id,
      known && RANK[known.status] > RANK[message.status] ? { ...message, status: known.status } : message,
    );
  }
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt);
}

/** The other side received or read the person's messages up to `upTo`: their ticks move forward. */
export function advanceStatus(
  messages: SupportMessage[],
  upTo: string,
  status: SupportMessageStatus,
): SupportMessage[] {
  const last = messages.findIndex((message) => message.id === upTo);
  if (last < 0) return messages;
  return messages.map((message, index) =>
    index <= last && message.sender === 'user' && RANK[message.status] < RANK[status]
      ? { ...message, status }
      : message,
  );
}

/** A message pushed on the user channel (or answered to the person's own send). */
export function receiveSupportMessage(queryClient: QueryClient, message: SupportMessage): void {
  const thread = queryClient.getQueryData<SupportThread>(supportKeys.thread);
  const known = thread?.messages.some((item) => item.id === message.id) ?? false;
  if (thread) {
    queryClient.setQueryData<SupportThread>(supportKeys.thread, {
      ...thread,
      messages: mergeMessages(thread.messages, [message]),
    });
  }
  if (message.sender === 'operator' && !known) {
    queryClient.setQueryData<number>(supportKeys.unread, (count) => (count ?? 0) + 1);
  }
}

export function receiveSupportStatus(
  queryClient: QueryClient,
  upTo: string,
  status: SupportMessageStatus,
): void {
  const thread = queryClient.getQueryData<SupportThread>(supportKeys.thread);
  if (!thread) return;
  queryClient.setQueryData<SupportThread>(supportKeys.thread, {
    ...thread,
    messages: advanceStatus(thread.messages, upTo, status),
  });
}
