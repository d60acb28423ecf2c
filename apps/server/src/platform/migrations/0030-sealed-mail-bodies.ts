import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Mail subjects and bodies in the outbox sealed at rest (platform/mail-box.ts), as withdrawal addresses and
 * support texts are since 0029: a body holds an operator's invitation link with its live token, sign-in
 * codes while they are valid, and in old withdrawal mails a whole address; a sign-in code's subject repeats
 * the code. New rows carry only the sealed forms; rows written before stay plain until
 * `npm run seal:legacy` seals them, so each row holds exactly one form, both its parts in it.
 */
export const sealedMailBodiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'ALTER TABLE mail_outbox ALTER COLUMN subject DROP NOT NULL',
      'ALTER TABLE mail_outbox ALTER COLUMN body_text DROP NOT NULL',
      'ALTER TABLE mail_outbox ADD COLUMN subject_sealed text',
      'ALTER TABLE mail_outbox ADD COLUMN body_sealed text',
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_one_body
        CHECK ((body_text IS NULL) <> (body_sealed IS NULL))`,
      `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_subject_as_body
        CHECK ((subject IS NULL) = (body_text IS NULL) AND (subject_sealed IS NULL) = (body_sealed IS NULL))`,
    ]);
  },
};
