import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';

/**
 * Named random 256-bit secrets shared by every instance through the database (created by whichever asks
 * first): HMAC keys (e-mail codes, operator CSRF) and the keys that seal personal data.
 */
export type ServerSecrets = {
  get(name: string): Promise<Buffer>;
  /** A box whose key is the named secret. */
  box(name: string): Promise<SecretBox>;
};

export function createServerSecrets({ db, clock }: { db: Db; clock: Clock }): ServerSecrets {
  async function read(name: string): Promise<Buffer> {
    await db
      .insertInto('server_secrets')
      .values({ name, value: randomBytes(32).toString('base64'), created_at: new Date(clock.now()) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64');
  }

  // Kept once read: a secret never changes once made.
  const known = new Map<string, Buffer>();

  async function get(name: string): Promise<Buffer> {
    const secret = known.get(name) ?? (await read(name));
    known.set(name, secret);
    return secret;
  }

  return { get, box: async (name) => createSecretBox(await get(name)) };
}
