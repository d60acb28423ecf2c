import { describe, expect, it } from 'vitest';
import { API } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { systemClock } from '../../platform/clock.ts';
import { openPostgres } from '../../platform/db.ts';
import { createLogger } from '../../platform/logger.ts';
import { createAppConfigService } from './service.ts';

const DEFAULTS = { app_logo: '/static/images/logo.png', app_name: 'Halcyon', app_version: '1.0.0' };

describe.each(backends)('app endpoints ($name)', (backend) => {
  const t = useTestApp(backend);

  it('GET /app/info', async () => {
    const reply = await t.get(`${API}/app/info`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      data: {
        appName: 'Halcyon',
        appLogo: '/static/images/logo.png',
        appVersion: '1.0.0',
        appVersionCode: 100,
        supportedLocales: ['zh-CN', 'en', 'ja', 'ko', 'vi', 'th', 'es', 'fr', 'de', 'zh-TW'],
        defaultLocale: 'zh-CN',
      },
    });
  });

  it('GET /app/config tells the client what it needs before the first screen', async () => {
    const reply = await t.get(`${API}/app/config`);
    expect(reply.body).toEqual({
      success: true,
      data: {
        appConfig: DEFAULTS,
        registerCaptcha: false,
        emailCodeResendSeconds: 60,
        accessTokenTtlMs: 7_200_000,
        supportedLocales: ['zh-CN', 'en', 'ja', 'ko', 'vi', 'th', 'es', 'fr', 'de', 'zh-TW'],
        fallbackLocale: 'en',
      },
    });
  });

  it('GET /app/config offers the demo account only when DEMO_USER is on', async () => {
    expect((await t.get(`${API}/app/config`)).body).not.toHaveProperty('data.demoAccount');
    await t.rebuild({ env: { DEMO_USER: 'on' } });
    const reply = await t.get(`${API}/app/config`);
    expect(reply.body).toMatchObject({
      success: true,
      data: { demoAccount: { account: 'demo', password: 'demo1234' } },
    });
    // The hint is honest: those credentials log in.
    const login = await t.post(`${API}/login`, { account: 'demo', password: 'demo1234' });
    expect(login.status).toBe(200);
  });

  it('GET /app/status and /app/health', async () => {
    t.clock.advance(5_000);
    const status = await t.get(`${API}/app/status`);
    expect(status.body).toEqual({
      success: true,
      data: { status: 'ok', serverTime: t.clock.now(), uptimeSeconds: 5, registerCaptcha: false },
    });
    const health = await t.get(`${API}/app/health`);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('GET /app-config lists every public value, seeded with the spec defaults', async () => {
    expect((await t.get(`${API}/app-config`)).body).toEqual({ success: true, data: DEFAULTS });
  });

  it('hides values that are not public', async () => {
    await t.db
      .insertInto('app_config')
      .values({ key: 'smtp_note', value: 'internal', is_public: false })
      .execute();
    expect((await t.get(`${API}/app-config`)).body).toEqual({ success: true, data: DEFAULTS });
    expect((await t.get(`${API}/app-config/value/smtp_note`)).status).toBe(404);
  });

  it('GET /app-config/value/{key}: the value, or 404', async () => {
    expect((await t.get(`${API}/app-config/value/app_name`)).body).toEqual({
      success: true,
      data: { key: 'app_name', value: 'Halcyon' },
    });
    const missing = await t.get(`${API}/app-config/value/no_such_key`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.get(`${API}/app-config/value/Bad%20Key!`)).status).toBe(422);
  });

  it('POST /app-config/values returns the keys that exist', async () => {
    const reply = await t.post(`${API}/app-config/values`, { keys: ['app_name', 'app_version', 'nope'] });
    expect(reply.body).toEqual({ success: true, data: { app_name: 'Halcyon', app_version: '1.0.0' } });
    expect((await t.post(`${API}/app-config/values`, { keys: [] })).status).toBe(422);
  });

  it('values an operator changes are served from the database', async () => {
    await t.db.updateTable('app_config').set({ value: 'Halcyon' }).where('key', '=', 'app_name').execute();
    expect((await t.get(`${API}/app/info`)).body).toMatchObject({ data: { appName: 'Halcyon' } });
  });
});

describe('database health', () => {
  it('reports an unreachable database as unhealthy instead of throwing', async () => {
    // Port 1 on loopback refuses at once: a database that is down.
    const broken = openPostgres('postgres://nobody@127.0.0.1:1/none', { connectionTimeoutMillis: 1_000 });
    const errors: string[] = [];
    const log = createLogger('error', { write: (line: string) => errors.push(line) });
    const service = createAppConfigService({
      db: broken.db,
      clock: systemClock,
      log,
      config: { registerCaptcha: true, demoUser: false },
    });
    expect(await service.databaseHealthy()).toBe(false);
    expect((await service.status()).status).toBe('degraded');
    expect(errors.join('')).toContain('database health check failed');
    await broken.close();
  });
});
