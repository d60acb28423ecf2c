import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAdminApp } from './admin-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const ASSET = 'assets/index-Ab12Cd34.js';
const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="HALCYON_CSP_NONCE">' +
  `<script type="module" src="/admin/${ASSET}" nonce="HALCYON_CSP_NONCE"></script></head><body></body></html>`;

function builtConsole(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'halcyon-admin-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, ASSET), 'export {};');
  return dist;
}

const apps: ReturnType<typeof Fastify>[] = [];
async function consoleApp(dist: string) {
  const app = Fastify();
  apps.push(app);
  await registerSecurityHeaders(app);
  await registerAdminApp(app, dist);
  await app.ready();
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the operator console at /admin/', () => {
  it('answers index.html with a fresh style nonce that the CSP allows, scripts staying self only', async () => {
    const app = await consoleApp(builtConsole());
    const first = await app.inject({ method: 'GET', url: '/admin/' });
    const second = await app.inject({ method: 'GET', url: '/admin/' });
    expect(first.statusCode).toBe(200);
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).not.toContain('HALCYON_CSP_NONCE');
    expect(second.body).not.toContain(`nonce="${nonce}"`);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('serves hashed assets as immutable under the web app CSP, and sends /admin to /admin/', async () => {
    const app = await consoleApp(builtConsole());
    const asset = await app.inject({ method: 'GET', url: `/admin/${ASSET}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(String(asset.headers['content-security-policy'])).toContain("style-src 'self';");
    const bare = await app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
    expect((await app.inject({ method: 'GET', url: '/admin/nothing-here.js' })).statusCode).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const app = await consoleApp(mkdtempSync(path.join(tmpdir(), 'halcyon-admin-empty-')));
    const reply = await app.inject({ method: 'GET', url: '/admin/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('npm run build -w apps/admin');
  });
});
