import { sql } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './db.ts';
import { appConfigMigration } from './migrations/0001-app-config.ts';
import { operatorsMigration } from './migrations/0002-operators.ts';
import { usersMigration } from './migrations/0003-users.ts';
import { authMigration } from './migrations/0004-auth.ts';
import { mailOutboxMigration } from './migrations/0005-mail-outbox.ts';
import { marketDataMigration } from './migrations/0006-market-data.ts';
import { watchlistMigration } from './migrations/0007-watchlist.ts';
import { ledgerMigration } from './migrations/0008-ledger.ts';
import { idempotencyKeysMigration } from './migrations/0009-idempotency-keys.ts';
import { spotMigration } from './migrations/0010-spot.ts';
import { swapMigration } from './migrations/0011-swap.ts';
import { secondContractMigration } from './migrations/0012-second-contract.ts';
import { appNameMigration } from './migrations/0013-app-name.ts';
import { operatorConsoleMigration } from './migrations/0014-operator-console.ts';
import { consoleUsersMigration } from './migrations/0015-console-users.ts';
import { financeDepositsMigration } from './migrations/0016-finance-deposits.ts';
import { financeWithdrawalsMigration } from './migrations/0017-finance-withdrawals.ts';
import { identityTwoFactorMigration } from './migrations/0018-identity-two-factor.ts';
import { supportChatMigration } from './migrations/0018-support-chat.ts';
import { kycMigration } from './migrations/0019-kyc.ts';
import { personLanguageAndOperatorImagesMigration } from './migrations/0020-person-language-and-operator-images.ts';
import { configImagesMigration } from './migrations/0021-config-images.ts';
import { withdrawalSettingsMigration } from './migrations/0022-withdrawal-settings.ts';
import { configImageReferencesMigration } from './migrations/0023-config-image-references.ts';
import { ledgerLineReferencesMigration } from './migrations/0024-ledger-line-references.ts';
import { rechargeProofIndexMigration } from './migrations/0025-recharge-proof-index.ts';
import { spotOrderFeeRatesMigration } from './migrations/0026-spot-order-fee-rates.ts';
import { uploadBytesIndexMigration } from './migrations/0027-upload-bytes-index.ts';
import { supportReplierEmailsMigration } from './migrations/0028-support-replier-emails.ts';
import { sealedAddressesAndMessagesMigration } from './migrations/0029-sealed-addresses-and-messages.ts';
import { sealedMailBodiesMigration } from './migrations/0030-sealed-mail-bodies.ts';
import { mailFailureCausesMigration } from './migrations/0031-mail-failure-causes.ts';
import { spotOrderLookupsMigration } from './migrations/0032-spot-order-lookups.ts';

/** In-code provider: migrations ship inside the bundle, no directory scanning at run time. Append only. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-app-config': appConfigMigration,
  '0002-operators': operatorsMigration,
  '0003-users': usersMigration,
  '0004-auth': authMigration,
  '0005-mail-outbox': mailOutboxMigration,
  '0006-market-data': marketDataMigration,
  '0007-watchlist': watchlistMigration,
  '0008-ledger': ledgerMigration,
  '0009-idempotency-keys': idempotencyKeysMigration,
  '0010-spot': spotMigration,
  '0011-swap': swapMigration,
  '0012-second-contract': secondContractMigration,
  '0013-app-name': appNameMigration,
  '0014-operator-console': operatorConsoleMigration,
  '0015-console-users': consoleUsersMigration,
  '0016-finance-deposits': financeDepositsMigration,
  '0017-finance-withdrawals': financeWithdrawalsMigration,
  '0018-identity-two-factor': identityTwoFactorMigration,
  '0018-support-chat': supportChatMigration,
  '0019-kyc': kycMigration,
  '0020-person-language-and-operator-images': personLanguageAndOperatorImagesMigration,
  '0021-config-images': configImagesMigration,
  '0022-withdrawal-settings': withdrawalSettingsMigration,
  '0023-config-image-references': configImageReferencesMigration,
  '0024-ledger-line-references': ledgerLineReferencesMigration,
  '0025-recharge-proof-index': rechargeProofIndexMigration,
  '0026-spot-order-fee-rates': spotOrderFeeRatesMigration,
  '0027-upload-bytes-index': uploadBytesIndexMigration,
  '0028-support-replier-emails': supportReplierEmailsMigration,
  '0029-sealed-addresses-and-messages': sealedAddressesAndMessagesMigration,
  '0030-sealed-mail-bodies': sealedMailBodiesMigration,
  '0031-mail-failure-causes': mailFailureCausesMigration,
  '0032-spot-order-lookups': spotOrderLookupsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * The current schema and whether it has Kysely's bookkeeping table. Kysely looks for its bookkeeping tables
 * in every schema unless told which one; naming the current one lets databases holding several schemas
 * (tests on PostgreSQL) migrate each independently.
 */
async function currentSchema(db: Db): Promise<{ schema: string; bookkept: boolean }> {
  const { rows } = await sql<{ schema: string; bookkept: boolean }>`
    select current_schema() as schema,
      to_regclass(quote_ident(current_schema()) || '.kysely_migration') is not null as bookkept`.execute(db);
  return { schema: rows[0]?.schema ?? 'public', bookkept: rows[0]?.bookkept ?? false };
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
  throw new Error(`database migration ${failed} failed`, { cause: error });
}

/** Brings the schema to the latest version; safe to call on every start and from several instances at once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { schema, bookkept } = await currentSchema(db);
  if (bookkept && (await upToDate(db, schema))) return;
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  throwIfFailed(await migrator.migrateToLatest());
}

/**
 * Brings the schema up to and including migration `name`, no further: for tests of a migration against
 * the rows an older schema held.
 */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  if (!Object.hasOwn(MIGRATIONS, name)) throw new Error(`no migration named ${name}`);
  const { schema } = await currentSchema(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  throwIfFailed(await migrator.migrateTo(name));
}

/**
 * Every migration of this build is recorded in the schema's bookkeeping table and no other (each start but
 * the first, and each test's app): nothing to lock or introspect. Anything else goes through the migrator,
 * which also refuses a database that holds a migration this build does not know.
 */
async function upToDate(db: Db, schema: string): Promise<boolean> {
  const table = sql.id(schema, 'kysely_migration');
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  const known = Object.keys(MIGRATIONS);
  return rows.length === known.length && rows.every((row) => Object.hasOwn(MIGRATIONS, row.name));
}
