import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * `npm run seal:legacy` (also `npm run uploads:seal`): seals, once, the personal data stored plain before
 * sealing came in: uploaded files, withdrawal addresses, support message texts and the outbox's mails (all
 * are read either way). Rows are sealed a page at a time, each update guarded on the plain value it read,
 * so a run can be stopped and run again, or run twice, and seals each thing once. It builds the app from
 * the server's own environment (database, S3_*, DATA_ENCRYPTION_KEY), so the data and its keys are found
 * exactly as the server finds them, and listens on nothing. With the embedded database, stop the server
 * first: PGlite's files belong to one process at a time.
 */
async function sealLegacy(): Promise<void> {
  const config = loadConfig(process.env);
  // Building the app on an empty directory would create a database (and a first operator) to seal nothing in.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new Error(`no database at ${path.join(config.dataDir, 'pglite')}: set DATA_DIR to the server's`);
  }
  const app = await buildApp(config);
  try {
    const uploads = await app.finance.uploads.sealLegacyFiles();
    process.stdout.write(`Sealed ${uploads} upload(s) stored before sealing.\n`);
    const addresses = await app.finance.withdrawal.sealLegacyAddresses();
    process.stdout.write(`Sealed ${addresses} withdrawal address(es) stored before sealing.\n`);
    const texts = await app.identity.supportAdmin.sealLegacyTexts();
    process.stdout.write(`Sealed ${texts} support message text(s) stored before sealing.\n`);
    const mails = await app.mailer.sealLegacyMails();
    process.stdout.write(`Sealed ${mails} outbox mail(s) stored before sealing.\n`);
  } finally {
    await app.close();
  }
}

sealLegacy().catch((error: unknown) => {
  const shown = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Sealing failed: ${shown}\n`);
  process.exit(1);
});
