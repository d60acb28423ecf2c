import type {
  SupportConversation,
  SupportInboxFilter,
  SupportMessage,
  SupportReplyRequest,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import {
  assigneeStanding,
  type InboxRow,
  listInbox,
  personOf,
  setAssignee,
  setStatus,
} from './admin-repo.ts';
import { sealLegacyTexts } from './legacy-sealing.ts';
import { lazyMessageBox, type MessageBox, type MessageRow, previewOf } from './message-box.ts';
import { toSupportMessage } from './message-mapper.ts';
import {
  type ConversationRow,
  findConversation,
  findMessage,
  findMessageByClientId,
  insertMessage,
  listMessages,
  lockConversation,
  markMessages,
  touchConversation,
} from './repo.ts';
import { type InboxChange, publishInboxChange } from './support-events.ts';

export type SupportOperator = { id: string; name: string; email: string };

/** Sends an operator's own support_image upload to the conversation's person (the uploads module's claim). */
export type OperatorImageClaim = (
  trx: Db,
  claim: { fileId: string; operatorId: string; type: 'support_image'; recipientId: string; usedBy: string },
) => Promise<boolean>;
export type SupportAdminService = ReturnType<typeof createSupportAdminService>;

/** `box` opens the latest message's text for the preview: it is sealed, so SQL cannot cut it. */
const toConversation = (row: InboxRow, box: MessageBox): SupportConversation => ({
  id: row.id,
  user: { id: row.user_id, uid: row.uid, account: row.account, nickname: row.nickname },
  status: row.status,
  assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
  unread: Number(row.unread),
  waitingSince: row.waiting_since?.getTime() ?? null,
  lastMessageAt: row.last_message_at.getTime(),
  preview: previewOf(
    box.openText(row.user_id, {
      id: row.last_id ?? '',
      body_text: row.last_text,
      body_sealed: row.last_sealed,
    }),
  ),
});

/** What the method groups below share; built once by the factory. */
type AdminDeps = Pick<AppContext, 'db' | 'clock' | 'bus'> & {
  texts: () => Promise<MessageBox>;
  ownerFileUrl: (fileId: string) => string;
  claimImage: OperatorImageClaim;
  toMessage: (row: MessageRow) => SupportMessage;
  conversationOrNotFound: (id: string) => Promise<ConversationRow>;
  oneConversation: (id: string) => Promise<SupportConversation>;
  announce: (change: InboxChange) => Promise<void>;
};

/**
 * The operators' side of the chat. Each change is published twice after it commits: to the person's
 * `user` channel (what their screen shows) and to the inbox topic (what every console refetches).
 */
export function createSupportAdminService(
  { db, clock, bus, secrets }: Pick<AppContext, 'db' | 'clock' | 'bus' | 'secrets'>,
  deps: {
    operatorFileUrl: (fileId: string) => string;
    ownerFileUrl: (fileId: string) => string;
    claimImage: OperatorImageClaim;
  },
) {
  const toMessage = (row: MessageRow): SupportMessage => toSupportMessage(row, deps.operatorFileUrl);
  const texts = lazyMessageBox(secrets);

  async function conversationOrNotFound(id: string) {
    const conversation = await findConversation(db, id);
    if (!conversation) throw new AppError('NOT_FOUND');
    return conversation;
  }

  const announce = (change: InboxChange) => publishInboxChange(bus, change);

  async function oneConversation(id: string): Promise<SupportConversation> {
    const [row] = await listInbox(db, { assignee: 'any', status: 'any', id });
    if (!row) throw new AppError('NOT_FOUND');
    return toConversation(row, await texts());
  }

  const shared: AdminDeps = {
    db,
    clock,
    bus,
    texts,
    ownerFileUrl: deps.ownerFileUrl,
    claimImage: deps.claimImage,
    toMessage,
    conversationOrNotFound,
    oneConversation,
    announce,
  };
  return {
    oneConversation,
    /** Seals the texts of messages written before they were sealed (`npm run seal:legacy`); answers how many. */
    sealLegacyTexts: async () => sealLegacyTexts(db, await texts()),
    ...inboxMethods(shared),
    ...threadMethods(shared),
    ...replyMethods(shared),
    ...assignmentMethods(shared),
  };
}

/** The inbox: listing conversations, and opening one beside its person. */
function inboxMethods({ db, texts, oneConversation }: AdminDeps) {
  return {
    async conversations(operatorId: string, filter: SupportInboxFilter, status: 'open' | 'closed' | 'any') {
      const assignee = filter === 'all' ? 'any' : filter === 'mine' ? operatorId : 'unassigned';
      const box = await texts();
      return (await listInbox(db, { assignee, status })).map((row) => toConversation(row, box));
    },

    /**
     * The conversation with the person beside it (their e-mail among it). `audit` records the operator's view
     * of the person's conversation first, as for its messages: a view that cannot be recorded shows nothing.
     */
    async detail(id: string, audit: (db: Db, userId: string) => Promise<void>) {
      const conversation = await oneConversation(id);
      const person = await personOf(db, conversation.user.id);
      if (!person) throw new AppError('NOT_FOUND');
      await audit(db, person.id);
      return {
        conversation,
        person: {
          id: person.id,
          uid: person.uid,
          account: person.account,
          email: person.email,
          realNameStatus: person.real_name_status,
          createdAt: person.created_at.getTime(),
        },
      };
    },
  };
}

/** A conversation's messages: reading a page of them (which delivers the person's), and marking them read. */
function threadMethods({ db, clock, bus, texts, toMessage, conversationOrNotFound, announce }: AdminDeps) {
  return {
    /**
     * Oldest first; the person's messages on the page become delivered (their ticks change live). `audit`
     * records the operator's view of the person's conversation first: a view that cannot be recorded shows
     * nothing.
     */
    async messages(
      id: string,
      query: { before?: string | undefined; limit: number },
      audit: (db: Db, userId: string) => Promise<void>,
    ) {
      const conversation = await conversationOrNotFound(id);
      await audit(db, conversation.user_id);
      let beforeSeq: string | null = null;
      if (query.before) {
        const anchor = await findMessage(db, id, query.before);
        if (!anchor) throw new AppError('NOT_FOUND');
        beforeSeq = anchor.seq;
      }
      const box = await texts();
      const rows = await listMessages(db, id, beforeSeq, query.limit);
      const page = rows
        .slice(0, query.limit)
        .reverse()
        .map((row) => box.open(conversation.user_id, row));
      const newest = page.at(-1);
      const now = dateOf(clock);
      if (newest && (await markMessages(db, id, 'user', newest.seq, 'delivered_at', now)) > 0) {
        await publishUserEvent(bus, conversation.user_id, {
          kind: 'support-status',
          upTo: newest.id,
          status: 'delivered',
        });
      }
      const delivered = page.map((row) =>
        row.sender === 'user' && !row.delivered_at ? { ...row, delivered_at: now } : row,
      );
      return { items: delivered.map(toMessage), hasMore: rows.length > query.limit };
    },

    /**
     * The person's messages up to `upTo` become read: their ticks change and the inbox count goes. `audit`
     * runs in the same transaction, only when something changed (opening a read thread again logs nothing).
     */
    async markRead(
      id: string,
      upTo: string,
      audit: (trx: Db, marked: number) => Promise<void>,
    ): Promise<void> {
      const conversation = await conversationOrNotFound(id);
      const marked = await db.transaction().execute(async (trx) => {
        const anchor = await findMessage(trx, id, upTo);
        if (!anchor) throw new AppError('NOT_FOUND');
        const count = await markMessages(trx, id, 'user', anchor.seq, 'read_at', dateOf(clock));
        if (count > 0) await audit(trx, count);
        return count;
      });
      if (marked > 0) {
        await publishUserEvent(bus, conversation.user_id, { kind: 'support-status', upTo, status: 'read' });
        await announce({ conversationId: id, userId: conversation.user_id, reason: 'read' });
      }
    },
  };
}

/** Operator replies. */
function replyMethods({ db, clock, bus, texts, ownerFileUrl, claimImage, toMessage, announce }: AdminDeps) {
  return {
    /**
     * A text or image reply under the operator's display name. An image must be the operator's own
     * upload, not sent to another person (else 404); sending it lets this conversation's person read it.
     * `audit` runs in the reply's transaction, so the reply and its audit row commit together; `claimed`
     * tells it the reply also made the operator the conversation's assignee.
     */
    async reply(
      id: string,
      operator: SupportOperator,
      body: SupportReplyRequest,
      audit: (trx: Db, message: MessageRow, claimed: boolean) => Promise<void>,
    ): Promise<SupportMessage> {
      const box = await texts();
      const outcome = await db.transaction().execute(async (trx) => {
        const conversation = await lockConversation(trx, id);
        if (!conversation) throw new AppError('NOT_FOUND');
        const owner = conversation.user_id;
        if (body.clientId) {
          const existing = await findMessageByClientId(trx, id, 'operator', body.clientId);
          if (existing) return { message: box.open(owner, existing), created: false, userId: owner };
        }
        const now = dateOf(clock);
        const messageId = newId();
        if (body.fileId !== undefined) {
          const claim = { fileId: body.fileId, operatorId: operator.id, type: 'support_image' as const };
          const usedBy = `support:${messageId}`;
          if (!(await claimImage(trx, { ...claim, recipientId: conversation.user_id, usedBy }))) {
            throw new AppError('NOT_FOUND');
          }
        }
        const stored = await insertMessage(trx, {
          id: messageId,
          conversationId: id,
          sender: 'operator',
          operatorId: operator.id,
          // The person sees this name; a nameless operator (the first one) answers as customer service,
          // never under the e-mail address they sign in to the console with.
          operatorName: operator.name || null,
          clientId: body.clientId ?? null,
          sealedText: body.text === undefined ? null : box.seal(owner, messageId, body.text),
          fileId: body.fileId ?? null,
          createdAt: now,
        });
        const message = box.open(owner, stored);
        await touchConversation(trx, id, 'operator', now);
        // Answering an unclaimed conversation claims it (and its audit row says so).
        const claimed = !conversation.assignee_id;
        if (claimed) await setAssignee(trx, id, operator.id, now);
        await audit(trx, message, claimed);
        return { message, created: true, userId: owner };
      });
      const message = toMessage(outcome.message);
      if (outcome.created) {
        await publishUserEvent(bus, outcome.userId, {
          kind: 'support-message',
          message: toSupportMessage(outcome.message, ownerFileUrl),
        });
        await announce({ conversationId: id, userId: outcome.userId, reason: 'message' });
      }
      return message;
    },
  };
}

/** Claiming, assigning, closing and reopening. */
function assignmentMethods({ db, clock, oneConversation, announce }: AdminDeps) {
  return {
    async assign(
      id: string,
      operatorId: string,
      audit: (trx: Db, before: string | null) => Promise<void>,
    ): Promise<SupportConversation> {
      await db.transaction().execute(async (trx) => {
        const conversation = await findConversation(trx, id);
        if (!conversation) throw new AppError('NOT_FOUND');
        const standing = await assigneeStanding(trx, operatorId);
        if (standing === 'unknown') throw new AppError('NOT_FOUND');
        if (standing === 'cannot-answer') throw new AppError('OPERATOR_CANNOT_ANSWER');
        await setAssignee(trx, id, operatorId, dateOf(clock));
        await audit(trx, conversation.assignee_id);
      });
      const conversation = await oneConversation(id);
      await announce({ conversationId: id, userId: conversation.user.id, reason: 'claimed' });
      return conversation;
    },

    async setOpen(
      id: string,
      open: boolean,
      audit: (trx: Db) => Promise<void>,
    ): Promise<SupportConversation> {
      await db.transaction().execute(async (trx) => {
        if (!(await findConversation(trx, id))) throw new AppError('NOT_FOUND');
        if (!(await setStatus(trx, id, open ? 'open' : 'closed', dateOf(clock))))
          throw new AppError('CONFLICT');
        await audit(trx);
      });
      const conversation = await oneConversation(id);
      await announce({
        conversationId: id,
        userId: conversation.user.id,
        reason: open ? 'reopened' : 'closed',
      });
      return conversation;
    },
  };
}
