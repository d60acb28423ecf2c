import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * `npm run uploads:seal`: seals, once, the uploads stored plain before sealing came in (they are served
 * either way). It builds the app from the server's own environment (database, S3_*, DATA_ENCRYPTION_KEY),
 * so the files and their key are found exactly as the server finds them, and listens on nothing. With the
 * embedded database, stop the server first: PGlite's files belong to one process at a time.
 */
async function sealUploads(): Promise<void> {
  const config = loadConfig(process.env);
  // Building the app on an empty directory would create a database (and a first operator) to seal nothing in.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new Error(`no database at ${path.join(config.dataDir, 'pglite')}: set DATA_DIR to the server's`);
  }
  const app = await buildApp(config);
  try {
    const sealed = await app.finance.uploads.sealLegacyFiles();
    process.stdout.write(`Sealed ${sealed} upload(s) stored before sealing.\n`);
  } finally {
    await app.close();
  }
}

sealUploads().catch((error: unknown) => {
  const shown = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Sealing uploads failed: ${shown}\n`);
  process.exit(1);
});
