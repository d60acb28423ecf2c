import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** Every mail the server sends is kept here first, whatever happens on SMTP afterwards. */
export const mailOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `CREATE TABLE mail_outbox (
        id text PRIMARY KEY,
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'logged')),
        error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`,
      'CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at)',
      'CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at)',
    ]);
  },
};
