import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;connect-src 'self' ws: wss:;font-src 'self' data:;object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'";

describe.each(backends)('HTTP hardening ($name)', (backend) => {
  const t = useTestApp(backend);

  it('sends the strict CSP and the other security headers on API answers', async () => {
    const reply = await t.get(`${API}/app/info`);
    expect(reply.headers['content-security-policy']).toBe(STRICT_CSP);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the OpenAPI document and the docs UI, the UI with its own CSP', async () => {
    const json = await t.get('/api/docs/json');
    expect(json.status).toBe(200);
    const paths = Object.keys((json.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${API}/register`,
        `${API}/login`,
        `${API}/auth/refresh`,
        `${API}/user/profile`,
        `${API}/app-config/value/{key}`,
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).not.toBe(STRICT_CSP);
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // The app's own answers keep the strict policy.
    expect((await t.get(`${API}/app/status`)).headers['content-security-policy']).toBe(STRICT_CSP);
  });

  it('limits requests per IP and answers 429 with the envelope', async () => {
    await t.rebuild({ overrides: { rateLimits: { global: 3 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await t.get(`${API}/app/info`, { remoteAddress: '203.0.113.9' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.get(`${API}/app/info`, { remoteAddress: '203.0.113.9', lang: 'en' });
    expect(limited.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect((await t.get(`${API}/app/info`, { remoteAddress: '203.0.113.10' })).status).toBe(200);
  });

  it("takes the per-IP budget from RATE_LIMIT_PER_MINUTE, and keeps the auth routes' own", async () => {
    await t.rebuild({ env: { RATE_LIMIT_PER_MINUTE: '2' }, overrides: { rateLimits: { login: 1 } } });
    const info = () => t.get(`${API}/app/info`, { remoteAddress: '203.0.113.30' });
    expect([(await info()).status, (await info()).status, (await info()).status]).toEqual([200, 200, 429]);
    const attempt = () =>
      t.post(`${API}/login`, { account: 'nobody', password: 'wrong1' }, { remoteAddress: '203.0.113.31' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).body).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits auth routes more tightly than the rest', async () => {
    await t.rebuild({ overrides: { rateLimits: { login: 2 } } });
    const attempt = () =>
      t.post(`${API}/login`, { account: 'nobody', password: 'wrong1' }, { remoteAddress: '203.0.113.20' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await t.get(`${API}/app/info`, { remoteAddress: '203.0.113.20' })).status).toBe(200);
  });

  it('says so at / when the web app is not built, and the API still works', async () => {
    const root = await t.get('/');
    expect(root.status).toBe(200);
    expect(String(root.body.text)).toContain('web app is not built');
    expect((await t.get(`${API}/app/info`)).status).toBe(200);
  });

  it('serves the built web app at / with the strict CSP', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'halcyon-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Halcyon</title><div id="root"></div>',
    );
    await mkdir(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    await t.rebuild({ env: { WEB_DIST: dist } });
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toBe(STRICT_CSP);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // Static files do not count against the per-IP API budget.
    expect(asset.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await t.get(`${API}/app/info`)).headers['x-ratelimit-limit']).toBe('300');
    expect((await t.get(`${API}/nothing-here`)).body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
