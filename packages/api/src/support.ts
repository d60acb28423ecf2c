import { z } from 'zod';

/** Customer-service chat: one conversation per person, plain text (never HTML) or an uploaded image. */
export const SUPPORT = {
  maxTextLength: 2000,
  pageSize: 30,
  maxPageSize: 100,
  /** At most this many messages per person in the window (retries of one clientId do not count). */
  rateLimitCount: 10,
  rateLimitWindowMs: 10_000,
} as const;

export const supportSender = z.enum(['user', 'operator']);
export type SupportSender = z.infer<typeof supportSender>;

/** sent: stored; delivered: the other side's screen received it; read: the other side marked it read. */
export const supportMessageStatus = z.enum(['sent', 'delivered', 'read']);
export type SupportMessageStatus = z.infer<typeof supportMessageStatus>;

export const supportMessage = z.object({
  id: z.string(),
  /** The sender's own id for retries (users always send one). */
  clientId: z.string().nullable(),
  sender: supportSender,
  /** The operator's display name on operator messages. */
  operatorName: z.string().nullable(),
  text: z.string().nullable(),
  image: z.object({ fileId: z.string(), url: z.string() }).nullable(),
  createdAt: z.number().int(),
  status: supportMessageStatus,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportMessagesQuery = z.object({
  /** A message id: the page ends just before it (history by scrolling up). */
  before: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(SUPPORT.maxPageSize).default(SUPPORT.pageSize),
});

/** Oldest first; `hasMore` when older messages exist before the first one. */
export const supportMessagesResponse = z.object({
  items: z.array(supportMessage),
  hasMore: z.boolean(),
  /** Operator messages the person has not read yet. */
  unread: z.number().int(),
});
export type SupportMessagesPage = z.infer<typeof supportMessagesResponse>;

export const supportClientIdField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(8, { error: 'validation.invalid' })
  .max(64, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });

export const supportTextField = z
  .string()
  .trim()
  .min(1, { error: 'validation.supportTextRequired' })
  .max(SUPPORT.maxTextLength, { error: 'validation.supportTextTooLong' });

/** Exactly one of text and fileId (an upload of type support_image). */
export const sendSupportMessageRequest = z
  .object({
    clientId: supportClientIdField,
    text: supportTextField.optional(),
    fileId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.fileId === undefined), {
    path: ['text'],
    error: 'validation.supportTextOrImage',
  });
export type SendSupportMessageRequest = z.input<typeof sendSupportMessageRequest>;

export const supportReadRequest = z.object({ upTo: z.string().trim().min(1).max(64) });

export const supportUnreadResponse = z.object({ unread: z.number().int() });

export const supportConfigResponse = z.object({ quickQuestions: z.array(z.string()) });

/** Pushes on the person's `user` channel. */
export const supportMessageEvent = z.object({ kind: z.literal('support-message'), message: supportMessage });
/** The other side read (or received) the person's messages up to `upTo`: their ticks change. */
export const supportStatusEvent = z.object({
  kind: z.literal('support-status'),
  upTo: z.string(),
  status: supportMessageStatus,
});
export type SupportMessageEvent = z.infer<typeof supportMessageEvent>;
export type SupportStatusEvent = z.infer<typeof supportStatusEvent>;
