import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Customer-service chat: one conversation per person (claimed by an operator or not, open or closed) and
 * its messages. `seq` orders messages across processes; a person's client id is unique within their
 * conversation, so a retried send stores nothing twice.
 */
export const supportChatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE support_conversations (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        assignee_id text REFERENCES operators (id) ON DELETE SET NULL,
        last_message_at timestamptz NOT NULL,
        waiting_since timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      'CREATE UNIQUE INDEX support_conversations_user_key ON support_conversations (user_id)',
      'CREATE INDEX support_conversations_last_idx ON support_conversations (last_message_at)',
      `CREATE TABLE support_messages (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id text NOT NULL,
        conversation_id text NOT NULL REFERENCES support_conversations (id) ON DELETE CASCADE,
        sender text NOT NULL CHECK (sender IN ('user', 'operator')),
        operator_id text REFERENCES operators (id) ON DELETE SET NULL,
        operator_name text,
        client_id text,
        body_text text CHECK (body_text IS NULL OR char_length(body_text) <= 2000),
        file_id text,
        created_at timestamptz NOT NULL,
        delivered_at timestamptz,
        read_at timestamptz,
        CHECK ((body_text IS NULL) <> (file_id IS NULL))
      )`,
      'CREATE UNIQUE INDEX support_messages_id_key ON support_messages (id)',
      'CREATE UNIQUE INDEX support_messages_client_key ON support_messages (conversation_id, sender, client_id)',
      'CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, seq)',
    ]);
  },
};
