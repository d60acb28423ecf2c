import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { SupportConversationTable } from '../../platform/db-schema-identity.ts';

export type ConversationRow = Selectable<SupportConversationTable>;

/** A message as stored: its text sealed, or plain on a row written before texts were sealed. */
export type StoredMessageRow = {
  seq: string;
  id: string;
  conversation_id: string;
  sender: 'user' | 'operator';
  operator_name: string | null;
  client_id: string | null;
  body_text: string | null;
  body_sealed: string | null;
  file_id: string | null;
  created_at: Date;
  delivered_at: Date | null;
  read_at: Date | null;
};

const MESSAGE_COLUMNS = [
  sql<string>`seq::text`.as('seq'),
  'id',
  'conversation_id',
  'sender',
  'operator_name',
  'client_id',
  'body_text',
  'body_sealed',
  'file_id',
  'created_at',
  'delivered_at',
  'read_at',
] as const;

export async function findConversationOfUser(db: Db, userId: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locked for a reply: retries of one client id queue up and the later one finds the stored reply. */
export async function lockConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The person's conversation, created on their first message, locked so their sends queue up. */
export async function lockConversationOfUser(
  db: Db,
  userId: string,
  newId: string,
  at: Date,
): Promise<ConversationRow> {
  await db
    .insertInto('support_conversations')
    .values({ id: newId, user_id: userId, last_message_at: at, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function findMessageByClientId(
  db: Db,
  conversationId: string,
  sender: 'user' | 'operator',
  clientId: string,
): Promise<StoredMessageRow | undefined> {
  return db
    .selectFrom('support_messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function countMessagesSince(db: Db, conversationId: string, sender: 'user', since: Date) {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewMessage = {
  id: string;
  conversationId: string;
  sender: 'user' | 'operator';
  operatorId: string | null;
  operatorName: string | null;
  clientId: string | null;
  /** The text sealed (message-box.ts): a new message is never stored plain. */
  sealedText: string | null;
  fileId: string | null;
  createdAt: Date;
};

export async function insertMessage(db: Db, message: NewMessage): Promise<StoredMessageRow> {
  return db
    .insertInto('support_messages')
    .values({
      id: message.id,
      conversation_id: message.conversationId,
      sender: message.sender,
      operator_id: message.operatorId,
      operator_name: message.operatorName,
      client_id: message.clientId,
      body_sealed: message.sealedText,
      file_id: message.fileId,
      created_at: message.createdAt,
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** After a message: the person's waits for an answer (unless already waiting), an operator's answers. */
export async function touchConversation(
  db: Db,
  id: string,
  sender: 'user' | 'operator',
  at: Date,
): Promise<void> {
  await db
    .updateTable('support_conversations')
    .set((eb) => ({
      last_message_at: at,
      updated_at: at,
      // A person writing reopens a closed conversation.
      ...(sender === 'user'
        ? { waiting_since: eb.fn.coalesce('waiting_since', sql<Date>`${at}`), status: 'open' as const }
        : { waiting_since: null }),
    }))
    .where('id', '=', id)
    .execute();
}

export async function findMessage(
  db: Db,
  conversationId: string,
  id: string,
): Promise<StoredMessageRow | undefined> {
  return db
    .selectFrom('support_messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first, `limit + 1` rows so the caller knows whether more exist. */
export async function listMessages(
  db: Db,
  conversationId: string,
  beforeSeq: string | null,
  limit: number,
): Promise<StoredMessageRow[]> {
  let query = db
    .selectFrom('support_messages')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .orderBy('support_messages.seq', 'desc')
    .limit(limit + 1);
  if (beforeSeq !== null) query = query.where('support_messages.seq', '<', beforeSeq);
  return query.execute();
}

/** Marks the other side's messages up to `upToSeq` delivered or read; returns how many changed. */
export async function markMessages(
  db: Db,
  conversationId: string,
  from: 'user' | 'operator',
  upToSeq: string,
  column: 'delivered_at' | 'read_at',
  at: Date,
): Promise<number> {
  const set =
    column === 'read_at'
      ? { read_at: at, delivered_at: sql<Date>`coalesce(delivered_at, ${at})` }
      : { delivered_at: at };
  const result = await db
    .updateTable('support_messages')
    .set(set)
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', from)
    .where('seq', '<=', upToSeq)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countUnread(
  db: Db,
  conversationId: string,
  from: 'user' | 'operator',
): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', from)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function latestSeq(db: Db, conversationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('support_messages')
    .select(sql<string>`max(seq)::text`.as('seq'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row?.seq ?? null;
}

/**
 * Up to `limit` messages still holding their text plain, by seq after `afterSeq`, with their conversation's
 * person (whom the sealed text is bound to): the sealing pass's pages.
 */
export async function listPlainTextsAfter(db: Db, afterSeq: string, limit: number) {
  return db
    .selectFrom('support_messages as m')
    .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
    .select([sql<string>`m.seq::text`.as('seq'), 'm.id', 'm.body_text', 'c.user_id'])
    .where('m.body_text', 'is not', null)
    .where('m.seq', '>', afterSeq)
    .orderBy('m.seq')
    .limit(limit)
    .execute();
}

/** Guarded: only while the message still holds `plain` plain (a parallel pass may have sealed it). */
export async function replacePlainText(db: Db, id: string, plain: string, sealed: string): Promise<boolean> {
  const result = await db
    .updateTable('support_messages')
    .set({ body_text: null, body_sealed: sealed })
    .where('id', '=', id)
    .where('body_text', '=', plain)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
