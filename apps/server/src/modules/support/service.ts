import type { SendSupportMessageRequest, SupportMessage, SupportMessagesPage } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import { lazyMessageBox, type MessageRow } from './message-box.ts';
import { toSupportMessage } from './message-mapper.ts';
import { countUnread, findConversationOfUser, findMessage, listMessages, markMessages } from './repo.ts';
import { type ImageClaim, storeUserMessage } from './store-user-message.ts';
import { publishInboxChange } from './support-events.ts';

export type SupportDeps = {
  claimImage: ImageClaim;
  /** Where the person fetches their own files. */
  ownerFileUrl: (fileId: string) => string;
};

export type SupportService = ReturnType<typeof createSupportService>;

/**
 * The person's side of the chat. Every send is keyed by the person's client id: a retry (after a lost
 * answer or a reconnect) returns the stored message and stores nothing. The conversation row is locked
 * while sending, so the rate limit holds for parallel sends and across server processes.
 */
export function createSupportService(
  { db, clock, bus, secrets }: Pick<AppContext, 'db' | 'clock' | 'bus' | 'secrets'>,
  deps: SupportDeps,
) {
  const toMessage = (row: MessageRow) => toSupportMessage(row, deps.ownerFileUrl);
  const texts = lazyMessageBox(secrets);

  return {
    async send(userId: string, body: SendSupportMessageRequest): Promise<SupportMessage> {
      const outcome = await storeUserMessage(
        { db, clock },
        { box: await texts(), claimImage: deps.claimImage },
        userId,
        body,
      );
      const message = toMessage(outcome.message);
      if (outcome.created) {
        // After commit: the person's other screens and the operators' inbox hear of it.
        await publishUserEvent(bus, userId, { kind: 'support-message', message });
        await publishInboxChange(bus, { conversationId: outcome.conversationId, userId, reason: 'message' });
      }
      return message;
    },

    /** A page of the person's conversation, oldest first; operator messages on it count as delivered. */
    async page(
      userId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<SupportMessagesPage> {
      const conversation = await findConversationOfUser(db, userId);
      if (!conversation) return { items: [], hasMore: false, unread: 0 };
      let beforeSeq: string | null = null;
      if (query.before) {
        const anchor = await findMessage(db, conversation.id, query.before);
        if (!anchor) throw new AppError('NOT_FOUND');
        beforeSeq = anchor.seq;
      }
      const box = await texts();
      const rows = await listMessages(db, conversation.id, beforeSeq, query.limit);
      const hasMore = rows.length > query.limit;
      const page = rows
        .slice(0, query.limit)
        .reverse()
        .map((row) => box.open(userId, row));
      const newest = page.at(-1);
      const now = dateOf(clock);
      if (
        newest &&
        (await markMessages(db, conversation.id, 'operator', newest.seq, 'delivered_at', now)) > 0
      ) {
        await publishInboxChange(bus, { conversationId: conversation.id, userId, reason: 'delivered' });
      }
      // This answer is the delivery: the operators' messages on it show as delivered already.
      const delivered = page.map((row) =>
        row.sender === 'operator' && !row.delivered_at ? { ...row, delivered_at: now } : row,
      );
      return {
        items: delivered.map(toMessage),
        hasMore,
        unread: await countUnread(db, conversation.id, 'operator'),
      };
    },

    /** The person read the operators' messages up to `upTo` (one of their conversation's messages). */
    async markRead(userId: string, upTo: string): Promise<{ unread: number }> {
      const conversation = await findConversationOfUser(db, userId);
      const anchor = conversation && (await findMessage(db, conversation.id, upTo));
      if (!conversation || !anchor) throw new AppError('NOT_FOUND');
      if ((await markMessages(db, conversation.id, 'operator', anchor.seq, 'read_at', dateOf(clock))) > 0) {
        await publishInboxChange(bus, { conversationId: conversation.id, userId, reason: 'read' });
      }
      return { unread: await countUnread(db, conversation.id, 'operator') };
    },

    async unread(userId: string): Promise<{ unread: number }> {
      const conversation = await findConversationOfUser(db, userId);
      return { unread: conversation ? await countUnread(db, conversation.id, 'operator') : 0 };
    },
  };
}
