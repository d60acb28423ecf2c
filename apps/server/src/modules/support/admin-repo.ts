import { roleAllows } from '@halcyon/api';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type InboxRow = {
  id: string;
  status: 'open' | 'closed';
  assignee_id: string | null;
  assignee_name: string | null;
  last_message_at: Date;
  waiting_since: Date | null;
  user_id: string;
  uid: string;
  account: string;
  nickname: string;
  unread: string | number;
  /** The latest message, whose text the service opens for the preview (null: none, or an image). */
  last_id: string | null;
  last_text: string | null;
  last_sealed: string | null;
};

/** Conversations with their person, assignee, unread count and latest message; waiting ones first. */
export async function listInbox(
  db: Db,
  options: { assignee: 'unassigned' | 'any' | string; status: 'open' | 'closed' | 'any'; id?: string },
): Promise<InboxRow[]> {
  let query = db
    .selectFrom('support_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('operators as o', 'o.id', 'c.assignee_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('support_messages as m')
          .select(['m.id', 'm.body_text', 'm.body_sealed'])
          .whereRef('m.conversation_id', '=', 'c.id')
          .orderBy('m.seq', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id',
      'c.status',
      'c.assignee_id',
      sql<string | null>`coalesce(nullif(o.name, ''), o.email)`.as('assignee_name'),
      'c.last_message_at',
      'c.waiting_since',
      'c.user_id',
      'u.uid',
      'u.account',
      'u.nickname',
      sql<string>`(select count(*) from support_messages m where m.conversation_id = c.id and m.sender = 'user' and m.read_at is null)`.as(
        'unread',
      ),
      'last.id as last_id',
      'last.body_text as last_text',
      'last.body_sealed as last_sealed',
    ])
    .orderBy(sql`c.waiting_since is null`)
    .orderBy('c.waiting_since', 'asc')
    .orderBy('c.last_message_at', 'desc')
    .limit(200);
  if (options.id) query = query.where('c.id', '=', options.id);
  if (options.status !== 'any') query = query.where('c.status', '=', options.status);
  if (options.assignee === 'unassigned') query = query.where('c.assignee_id', 'is', null);
  else if (options.assignee !== 'any') query = query.where('c.assignee_id', '=', options.assignee);
  return query.execute();
}

export async function setAssignee(db: Db, id: string, operatorId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('support_conversations')
    .set({ assignee_id: operatorId, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setStatus(db: Db, id: string, status: 'open' | 'closed', at: Date): Promise<boolean> {
  const result = await db
    .updateTable('support_conversations')
    .set({ status, updated_at: at, ...(status === 'closed' ? { waiting_since: null } : {}) })
    .where('id', '=', id)
    .where('status', '<>', status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether an operator can take a conversation: unknown, or known but unable to answer it (role, disabled). */
export async function assigneeStanding(
  db: Db,
  id: string,
): Promise<'unknown' | 'cannot-answer' | 'can-answer'> {
  const row = await db
    .selectFrom('operators')
    .select(['role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return 'unknown';
  return row.status === 'active' && roleAllows(row.role, 'support.reply') ? 'can-answer' : 'cannot-answer';
}

export async function personOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'uid', 'account', 'email', 'real_name_status', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
