import { z } from 'zod';
import { supportClientIdField, supportMessage, supportTextField } from './support.ts';
import { realNameStatus } from './user.ts';

/** The operators' inbox (role support): conversations, replies, claiming, closing. */
export const SUPPORT_INBOX_FILTERS = ['unassigned', 'mine', 'all'] as const;
export const supportInboxFilter = z.enum(SUPPORT_INBOX_FILTERS);
export type SupportInboxFilter = z.infer<typeof supportInboxFilter>;

export const supportConversationsQuery = z.object({
  filter: supportInboxFilter.default('all'),
  status: z.enum(['open', 'closed', 'any']).default('open'),
});

export const supportConversation = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), uid: z.string(), account: z.string(), nickname: z.string() }),
  status: z.enum(['open', 'closed']),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The person's messages no operator has read yet. */
  unread: z.number().int(),
  /** Since when the person's latest unanswered message waits (epoch ms), null when answered. */
  waitingSince: z.number().int().nullable(),
  lastMessageAt: z.number().int(),
  /** The latest message, shortened (text, or null for an image). */
  preview: z.string().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversation>;
export const supportConversationsResponse = z.object({ items: z.array(supportConversation) });

export const supportConversationParams = z.object({ id: z.string().trim().min(1).max(64) });

export const supportConversationDetail = z.object({
  conversation: supportConversation,
  /** Beside the chat: who the person is (masked where personal). */
  person: z.object({
    id: z.string(),
    uid: z.string(),
    account: z.string(),
    email: z.string(),
    realNameStatus,
    createdAt: z.number().int(),
  }),
});

/**
 * Exactly one of text and fileId: an image the operator uploaded (POST /api/admin/support/images);
 * sending it lets the conversation's person read it.
 */
export const supportReplyRequest = z
  .object({
    /** Optional for operators: a retried reply with the same id is stored once. */
    clientId: supportClientIdField.optional(),
    text: supportTextField.optional(),
    fileId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.fileId === undefined), {
    path: ['text'],
    error: 'validation.supportTextOrImage',
  });
export type SupportReplyRequest = z.output<typeof supportReplyRequest>;

export const supportAssignRequest = z.object({
  /** Omitted: the caller claims it. */
  operatorId: z.string().trim().min(1).max(64).optional(),
});

export const supportAdminReadRequest = z.object({ upTo: z.string().trim().min(1).max(64) });

export const supportAdminMessagesResponse = z.object({
  items: z.array(supportMessage),
  hasMore: z.boolean(),
});

export const supportCannedRepliesResponse = z.object({ items: z.array(z.string()) });

/** What the console hears on the admin socket's `support` channel: refetch that conversation. */
export const supportInboxEvent = z.object({
  kind: z.literal('support-inbox'),
  conversationId: z.string(),
  reason: z.enum(['message', 'delivered', 'read', 'claimed', 'closed', 'reopened']),
});
export type SupportInboxEvent = z.infer<typeof supportInboxEvent>;
