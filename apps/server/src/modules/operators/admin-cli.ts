import { ConfigError, loadConfig } from '../../config.ts';
import { systemClock } from '../../platform/clock.ts';
import { openDatabase } from '../../platform/db.ts';
import { migrateToLatest } from '../../platform/migrate.ts';
import { runAdminCommand } from './admin-command.ts';

/**
 * Entry point of `npm run admin -- create-operator|reset-totp ...`, for the person who runs the server. It
 * opens the database the server would (same environment); with the embedded one, stop the server first.
 */
const output = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
};
let code: number;
try {
  const database = openDatabase(loadConfig(process.env));
  try {
    await migrateToLatest(database.db);
    code = await runAdminCommand(database.db, systemClock, process.argv.slice(2), output);
  } finally {
    await database.close();
  }
} catch (error) {
  output.err(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
  );
  code = 2;
}
process.exit(code);
