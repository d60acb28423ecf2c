import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * A failed mail's `error` holds its cause only from now on (platform/mail-failure-cause.ts), never the
 * SMTP server's text, which quotes the recipient's address and at times a line of the message. Rows failed
 * before held that text plain, up to 1000 characters: it is dropped, not sealed, as nothing reads it, and
 * what is left is LEGACY with the SMTP reply code the text carried after nodemailer's "...: " ("Message
 * failed: 550 ...", "Can't send mail - all recipients were rejected: 550 5.1.1 <bob@...>: ..."), if any,
 * so support still tells a refused mail from a server that never answered. Pending rows are the sweep's.
 */
export const mailFailureCausesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `UPDATE mail_outbox
        SET error = 'LEGACY' || coalesce(' ' || substring(error from '(?:^|: )([2-5][0-9]{2})(?:[ -]|$)'), '')
        WHERE error IS NOT NULL`,
    ]);
  },
};
