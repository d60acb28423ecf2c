import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { API, PASSWORD, registerUser } from '../test/auth-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';

const KEY = randomBytes(32).toString('base64');
const WARNING = 'DATA_ENCRYPTION_KEY is not set: the keys that seal personal data';

describe.each(backends)('DATA_ENCRYPTION_KEY at start ($name)', (backend) => {
  const t = useTestApp(backend);
  // Server secrets outlive the harness's reset: each test starts from none.
  afterEach(async () => {
    await t.db.deleteFrom('server_secrets').execute();
  });

  it("wraps an existing database's secrets; a second factor set up before still signs in; no key then refuses", async () => {
    const session = await registerUser(t, 'guarded');
    const setup = await t.post(`${API}/user/2fa/setup`, undefined, { token: session.token });
    const { secret } = setup.body.data as { secret: string };
    const codeNow = () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now() });
    const enabled = await t.post(`${API}/user/2fa/enable`, { code: codeNow() }, { token: session.token });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const plain = await t.db.selectFrom('server_secrets').select(['name', 'value']).execute();
    expect(plain.map((row) => row.name)).toContain('user-totp-key');

    await t.rebuild({ env: { DATA_ENCRYPTION_KEY: KEY } });
    const wrapped = await t.db.selectFrom('server_secrets').select(['name', 'value']).execute();
    expect(wrapped.map((row) => row.name).sort()).toEqual(plain.map((row) => row.name).sort());
    for (const row of wrapped) {
      expect(row.value).toMatch(/^wrapped:v1\./);
      expect(row.value).not.toContain(plain.find((p) => p.name === row.name)?.value);
    }
    t.clock.advance(30_000);
    const signIn = await t.post(`${API}/login`, { account: 'guarded', password: PASSWORD, totp: codeNow() });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);

    await expect(t.rebuild({ env: {} })).rejects.toThrow('is wrapped, but DATA_ENCRYPTION_KEY is not set');
  });

  it('with DATABASE_URL and no key, warns once at start that the key lives in the database', async () => {
    const warnings = async (env: Record<string, string>) => {
      const lines: string[] = [];
      await t.rebuild({
        env: { LOG_LEVEL: 'warn', ...env },
        overrides: { logStream: { write: (line) => lines.push(line) } },
      });
      return lines.filter((line) => line.includes(WARNING)).length;
    };
    // The test database is the harness's either way: DATABASE_URL only tells the app it is in production.
    const production = { DATABASE_URL: 'postgres://halcyon@db.invalid/halcyon' };
    expect(await warnings(production)).toBe(1);
    expect(await warnings({})).toBe(0);
    expect(await warnings({ ...production, DATA_ENCRYPTION_KEY: KEY })).toBe(0);
  });
});
