import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * - users.locale: the language a person uses the app in (one of the ten of packages/i18n), so mail the
 *   server sends later (identity decisions, a second-factor reset, deposits and withdrawals) reaches them
 *   in it. Set at registration from Accept-Language and whenever they change the app's language; people
 *   who registered before this get English, the server's fallback. The list is written out: a migration
 *   never changes with the code.
 * - uploads by operators (an image a support operator sends in a chat): `operator_id` instead of
 *   `user_id`, exactly one of the two; `recipient_id` is the person it was sent to, set when a reply
 *   uses it, and the only member who may read it.
 */
export const personLanguageAndOperatorImagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en'
        CHECK (locale IN ('zh-CN', 'en', 'ja', 'ko', 'vi', 'th', 'es', 'fr', 'de', 'zh-TW'))`,
      'ALTER TABLE uploads ALTER COLUMN user_id DROP NOT NULL',
      'ALTER TABLE uploads ADD COLUMN operator_id text REFERENCES operators (id)',
      'ALTER TABLE uploads ADD COLUMN recipient_id text REFERENCES users (id) ON DELETE CASCADE',
      `ALTER TABLE uploads ADD CONSTRAINT uploads_one_uploader
        CHECK ((user_id IS NULL) <> (operator_id IS NULL))`,
      'CREATE INDEX uploads_operator_idx ON uploads (operator_id, created_at DESC) WHERE operator_id IS NOT NULL',
    ]);
  },
};
