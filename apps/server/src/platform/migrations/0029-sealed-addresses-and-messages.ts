import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Withdrawal addresses and support message texts sealed at rest (platform/secret-box.ts), as names, ID
 * numbers and uploads already are. New rows carry only the sealed form; rows written before stay plain
 * until `npm run seal:legacy` seals them, so each table holds exactly one of the two forms per row.
 *
 * - withdrawal_orders.address_hmac: HMAC-SHA256 of the normalised address under a key of its own, the blind
 *   index the console's exact-address search looks up (the sealed value is random per row, so unsearchable).
 * - support_messages.body_sealed: no length check on it: a sealed text is longer than its plain one, and
 *   the 2000-character limit is checked on the plain text before it is sealed. The plain column keeps its
 *   check for the legacy rows it still holds.
 */
export const sealedAddressesAndMessagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'ALTER TABLE withdrawal_orders ALTER COLUMN address DROP NOT NULL',
      'ALTER TABLE withdrawal_orders ADD COLUMN address_sealed text',
      'ALTER TABLE withdrawal_orders ADD COLUMN address_hmac text',
      `ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_one_address
        CHECK ((address IS NULL) <> (address_sealed IS NULL))`,
      `ALTER TABLE withdrawal_orders ADD CONSTRAINT withdrawal_orders_sealed_address_indexed
        CHECK ((address_sealed IS NULL) = (address_hmac IS NULL))`,
      'CREATE INDEX withdrawal_orders_address_hmac_idx ON withdrawal_orders (address_hmac)',
      'ALTER TABLE support_messages ADD COLUMN body_sealed text',
      // Was: exactly one of body_text and file_id (PostgreSQL's name for that unnamed check).
      'ALTER TABLE support_messages DROP CONSTRAINT support_messages_check',
      `ALTER TABLE support_messages ADD CONSTRAINT support_messages_one_body
        CHECK (num_nonnulls(body_text, body_sealed, file_id) = 1)`,
    ]);
  },
};
