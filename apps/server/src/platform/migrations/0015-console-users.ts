import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/** An operator freezing a user ends the user's sessions with a reason of its own. */
export const consoleUsersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'ALTER TABLE sessions DROP CONSTRAINT sessions_revoke_reason_check',
      `ALTER TABLE sessions ADD CONSTRAINT sessions_revoke_reason_check
        CHECK (revoke_reason IN ('logout', 'refresh_reuse', 'password_changed', 'password_reset', 'frozen'))`,
    ]);
  },
};
