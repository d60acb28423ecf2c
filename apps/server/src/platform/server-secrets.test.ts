import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fake-clock.ts';
import { answerQueriesLater } from '../../test/pglite-answers-later.ts';
import { backends, type TestDatabase } from '../../test/test-database.ts';
import { createLogger } from './logger.ts';
import type { WrappingKeys } from './secret-wrapping.ts';
import { createServerSecrets, openServerSecrets } from './server-secrets.ts';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const NOT_SET = 'server secret "user-totp-key" is wrapped, but DATA_ENCRYPTION_KEY is not set';
const OTHER_KEY = 'server secret "user-totp-key" does not open with DATA_ENCRYPTION_KEY';

const newKey = () => randomBytes(32);
const only = (current: Buffer): WrappingKeys => ({ current, previous: undefined });

describe.each(backends)('server secrets wrapped by DATA_ENCRYPTION_KEY ($name)', (backend) => {
  let database: TestDatabase | undefined;
  const clock = new FakeClock();
  const log = createLogger('silent');
  const deps = () => {
    if (!database) throw new Error('test database not open');
    return { db: database.handle.db, clock, log };
  };
  /** What one instance does at start with these keys. */
  const start = (keys: WrappingKeys | undefined) =>
    openServerSecrets(deps(), { databaseUrl: undefined, dataEncryptionKeys: keys });
  const stored = async (name: string) =>
    (
      await deps()
        .db.selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).value;
  /** A secret made and used before DATA_ENCRYPTION_KEY existed: stored plain. */
  const legacySeal = async (name: string) => {
    const legacy = createServerSecrets(deps(), undefined);
    const sealed = (await legacy.box(name)).seal(TOTP_SECRET, 'user-1');
    const plain = await stored(name);
    expect(plain).toBe((await legacy.get(name)).toString('base64'));
    return { sealed, plain };
  };

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await deps().db.deleteFrom('server_secrets').execute();
  });

  it('stores a new secret wrapped, never the key itself, and what it sealed opens on the next start', async () => {
    const key = newKey();
    const first = await start(only(key));
    const dataKey = await first.get('user-totp-key');
    const sealed = (await first.box('user-totp-key')).seal(TOTP_SECRET, 'user-1');

    const raw = await stored('user-totp-key');
    expect(raw).toMatch(/^wrapped:v1\./);
    expect(raw).not.toContain(dataKey.toString('base64'));
    const next = await start(only(key));
    expect(await next.get('user-totp-key')).toEqual(dataKey);
    expect((await next.box('user-totp-key')).open(sealed, 'user-1')).toBe(TOTP_SECRET);
  });

  it('wraps a plain secret from before the key at start, and what was sealed with it still opens', async () => {
    const { sealed, plain } = await legacySeal('user-totp-key');
    const key = newKey();
    await start(only(key));

    const raw = await stored('user-totp-key');
    expect(raw).toMatch(/^wrapped:v1\./);
    expect(raw).not.toContain(plain);
    const next = await start(only(key));
    expect((await next.get('user-totp-key')).toString('base64')).toBe(plain);
    expect((await next.box('user-totp-key')).open(sealed, 'user-1')).toBe(TOTP_SECRET);
  });

  it('refuses to start without the key or with another one, and makes no new secret', async () => {
    await (await start(only(newKey()))).get('user-totp-key');
    const before = await stored('user-totp-key');

    await expect(start(undefined)).rejects.toThrow(NOT_SET);
    await expect(start(only(newKey()))).rejects.toThrow(`${OTHER_KEY}: it was wrapped with another key`);
    expect(await stored('user-totp-key')).toBe(before);
    expect(await deps().db.selectFrom('server_secrets').select('name').execute()).toHaveLength(1);
  });

  it('binds a wrapped secret to its name: one copied onto another name does not open', async () => {
    const key = newKey();
    const secrets = await start(only(key));
    await secrets.get('kyc-key');
    await secrets.get('user-totp-key');
    await deps()
      .db.updateTable('server_secrets')
      .set({ value: await stored('kyc-key') })
      .where('name', '=', 'user-totp-key')
      .execute();

    await expect(start(only(key))).rejects.toThrow(OTHER_KEY);
  });

  it('wraps nothing when a wrong key meets a table where some secrets are still plain', async () => {
    const { plain } = await legacySeal('email-code-hmac');
    await createServerSecrets(deps(), only(newKey())).get('user-totp-key');

    await expect(start(only(newKey()))).rejects.toThrow(OTHER_KEY);
    expect(await stored('email-code-hmac')).toBe(plain);
  });

  it('rewraps under the new key with the previous one given; the old key alone then refuses', async () => {
    const oldKey = newKey();
    const first = await start(only(oldKey));
    const dataKey = await first.get('user-totp-key');
    const sealed = (await first.box('user-totp-key')).seal(TOTP_SECRET, 'user-1');
    const underOld = await stored('user-totp-key');

    const newer = newKey();
    await start({ current: newer, previous: oldKey });
    expect(await stored('user-totp-key')).not.toBe(underOld);
    const next = await start(only(newer));
    expect(await next.get('user-totp-key')).toEqual(dataKey);
    expect((await next.box('user-totp-key')).open(sealed, 'user-1')).toBe(TOTP_SECRET);
    await expect(start(only(oldKey))).rejects.toThrow(OTHER_KEY);
  });

  it('two instances adopting at once leave one wrapped value that opens to the same key', async () => {
    if (backend.name === 'pglite') answerQueriesLater();
    const { sealed, plain } = await legacySeal('user-totp-key');
    const key = newKey();
    const [a, b] = await Promise.all([start(only(key)), start(only(key))]);

    expect(await stored('user-totp-key')).toMatch(/^wrapped:v1\./);
    for (const instance of [a, b, await start(only(key))]) {
      expect((await instance.get('user-totp-key')).toString('base64')).toBe(plain);
      expect((await instance.box('user-totp-key')).open(sealed, 'user-1')).toBe(TOTP_SECRET);
    }
  });

  it('two instances adopting at once with different keys: one wraps, the other refuses', async () => {
    if (backend.name === 'pglite') answerQueriesLater();
    const { plain } = await legacySeal('user-totp-key');
    const keys = [newKey(), newKey()];
    const results = await Promise.allSettled(keys.map((key) => start(only(key))));

    const won = results.findIndex((result) => result.status === 'fulfilled');
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results[1 - won]).toMatchObject({ reason: { message: expect.stringContaining(OTHER_KEY) } });
    const winner = keys[won] as Buffer;
    expect((await (await start(only(winner))).get('user-totp-key')).toString('base64')).toBe(plain);
  });
});
