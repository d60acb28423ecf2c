import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Replies stored before an operator without a name answered as customer service carry that operator's
 * console sign-in e-mail as the replier's name, shown to the person in their chat. Those names are cleared:
 * the person then sees "Customer service", as for every reply since. A name an operator chose is kept.
 */
export const supportReplierEmailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `UPDATE support_messages AS m SET operator_name = NULL
      FROM operators AS o
      WHERE m.operator_id = o.id AND lower(m.operator_name) = lower(o.email)`,
    ]);
  },
};
