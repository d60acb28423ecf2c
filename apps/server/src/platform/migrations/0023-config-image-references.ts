import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * When the app configuration first pointed at a config image (PUT /api/admin/config/app). An image no saved
 * configuration ever pointed at is swept a day after its upload, like an unreferenced upload; the save
 * marks it in its own transaction, so the sweep's guarded delete and the save never both win. Images the
 * configuration already shows are marked here.
 */
export const configImageReferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      'ALTER TABLE config_images ADD COLUMN referenced_at timestamptz',
      `UPDATE config_images SET referenced_at = created_at
        WHERE EXISTS (
          SELECT 1 FROM app_config WHERE app_config.value = '/api/uniapp/config-images/' || config_images.name
        )`,
    ]);
  },
};
