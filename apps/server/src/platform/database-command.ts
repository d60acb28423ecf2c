import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, type Db, openDatabase } from './db.ts';

/** Where a command writes: stdout and stderr in the CLI, buffers in tests. */
export type CommandOutput = { out(text: string): void; err(text: string): void };

/** What a command does with the database once open; it returns the command's exit code. */
export type DatabaseCommandRun = (db: Db, output: CommandOutput, config: Config) => Promise<number>;

/**
 * A maintenance command (`npm run audit:ledger`, `npm run audit:log`): it runs `run` on the database the
 * server would open (same environment variables) and closes it after. When it cannot run (bad configuration,
 * no database, the database refused or the run threw) it says why, naming itself by `title` ("The ledger
 * audit"), and returns `failed`. With the embedded database, stop the server first: PGlite's files belong
 * to one process at a time.
 */
export function serverDatabaseCommand(
  command: { title: string; failed: number },
  run: DatabaseCommandRun,
): (env: Record<string, string | undefined>, output: CommandOutput) => Promise<number> {
  return (env, output) => runOnServerDatabase(env, output, command, run);
}

async function runOnServerDatabase(
  env: Record<string, string | undefined>,
  output: CommandOutput,
  command: { title: string; failed: number },
  run: DatabaseCommandRun,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return command.failed;
  }
  // Opening PGlite on an empty directory would create a database; a check must not invent one.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    output.err(
      `No database at ${path.join(config.dataDir, 'pglite')}: start the server once, or set DATA_DIR.\n`,
    );
    return command.failed;
  }
  const couldNotRun = (error: unknown) =>
    output.err(`${command.title} could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  let database: DatabaseHandle;
  try {
    database = openDatabase(config); // refused while a live server holds the embedded database
  } catch (error) {
    couldNotRun(error);
    return command.failed;
  }
  try {
    return await run(database.db, output, config);
  } catch (error) {
    couldNotRun(error);
    return command.failed;
  } finally {
    await database.close();
  }
}
