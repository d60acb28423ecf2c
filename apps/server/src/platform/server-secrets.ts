import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';
import { isWrapped, unwrapSecret, type WrappingKeys, wrapSecret } from './secret-wrapping.ts';

/**
 * Named random 256-bit secrets shared by every instance through the database (created by whichever asks
 * first): HMAC keys (e-mail codes, operator CSRF) and the keys that seal personal data. With
 * DATA_ENCRYPTION_KEY they are stored wrapped by it (secret-wrapping.ts).
 */
export type ServerSecrets = {
  get(name: string): Promise<Buffer>;
  /** A box whose key is the named secret. */
  box(name: string): Promise<SecretBox>;
};

/** A stored secret this instance cannot read: starting anyway would strand everything sealed with it. */
export class ServerSecretError extends Error {
  override name = 'ServerSecretError';
}

type Stored = { plain: string; upToDate: boolean };

/** The plain value of a stored secret, and whether it is stored as it should be under `keys`. */
function openStored(name: string, stored: string, keys: WrappingKeys | undefined): Stored {
  if (!isWrapped(stored)) return { plain: stored, upToDate: keys === undefined };
  if (!keys) {
    throw new ServerSecretError(
      `server secret "${name}" is wrapped, but DATA_ENCRYPTION_KEY is not set: set it to the key the ` +
        'secrets were wrapped with (no new secret is made, as that would leave everything sealed unreadable)',
    );
  }
  const plain = unwrapSecret(keys.current, name, stored);
  if (plain !== undefined) return { plain, upToDate: true };
  const old = keys.previous && unwrapSecret(keys.previous, name, stored);
  if (old !== undefined) return { plain: old, upToDate: false };
  throw new ServerSecretError(
    `server secret "${name}" does not open with DATA_ENCRYPTION_KEY${keys.previous ? ' or DATA_ENCRYPTION_KEY_PREVIOUS' : ''}: ` +
      'it was wrapped with another key. Set DATA_ENCRYPTION_KEY to that key, or, to rotate, set the new ' +
      'key as DATA_ENCRYPTION_KEY and that one as DATA_ENCRYPTION_KEY_PREVIOUS',
  );
}

/** Another instance may rewrap the same row at once: each retry reads what the winner wrote. */
const MAX_TRIES = 3;

export function createServerSecrets(
  { db, clock }: { db: Db; clock: Clock },
  keys: WrappingKeys | undefined,
): ServerSecrets {
  async function readOrCreate(name: string): Promise<string> {
    const fresh = randomBytes(32).toString('base64');
    await db
      .insertInto('server_secrets')
      .values({
        name,
        value: keys ? wrapSecret(keys.current, name, fresh) : fresh,
        created_at: new Date(clock.now()),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /** Compare-and-set: false when the row no longer holds what was read. */
  async function replace(name: string, read: string, next: string): Promise<boolean> {
    const result = await db
      .updateTable('server_secrets')
      .set({ value: next })
      .where('name', '=', name)
      .where('value', '=', read)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  // Kept once read: a rewrap changes how a secret is stored, never the secret itself.
  const known = new Map<string, Buffer>();

  async function read(name: string): Promise<Buffer> {
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const stored = await readOrCreate(name);
      const { plain, upToDate } = openStored(name, stored, keys);
      // Plain from before the key was set, or wrapped with the previous key: wrapped with the current one.
      // The data key itself stays, so nothing sealed with it needs sealing again.
      if (upToDate || (keys && (await replace(name, stored, wrapSecret(keys.current, name, plain))))) {
        return Buffer.from(plain, 'base64');
      }
    }
    throw new ServerSecretError(`server secret "${name}" kept changing while this instance wrapped it`);
  }

  async function get(name: string): Promise<Buffer> {
    const secret = known.get(name) ?? (await read(name));
    known.set(name, secret);
    return secret;
  }

  return { get, box: async (name) => createSecretBox(await get(name)) };
}

/**
 * At start: every stored secret is read once, so a plain one is wrapped (or one under the previous key
 * rewrapped) now, and a missing or wrong key stops this start instead of failing requests later.
 */
export async function openServerSecrets(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  config: Pick<Config, 'databaseUrl' | 'dataEncryptionKeys'>,
): Promise<ServerSecrets> {
  if (config.databaseUrl && !config.dataEncryptionKeys) {
    deps.log.warn(
      'DATA_ENCRYPTION_KEY is not set: the keys that seal personal data (TOTP secrets, real names, ID ' +
        'numbers) are stored in the database beside it, so a dump or backup holds both',
    );
  }
  const keys = config.dataEncryptionKeys;
  const rows = await deps.db.selectFrom('server_secrets').select(['name', 'value']).orderBy('name').execute();
  // Every one is checked before any is rewritten: a wrong key must not wrap the plain ones and then refuse
  // the rest, leaving a table that no single key opens.
  for (const row of rows) openStored(row.name, row.value, keys);
  const secrets = createServerSecrets(deps, keys);
  for (const { name } of rows) await secrets.get(name);
  return secrets;
}
