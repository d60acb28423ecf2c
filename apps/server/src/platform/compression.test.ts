import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';
import { chooseEncoding } from './json-compression.ts';

const ASSET = 'assets/index-Cq3xY9_a.js';
// Repetitive enough to compress well, long enough to be worth it.
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'halcyon-${i}';`).join('\n');
const INDEX = `<!doctype html><html><head><title>Halcyon</title><script type="module" src="./${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

/** A dist folder as the build leaves it: each compressible file with its .br and .gz beside it. */
function builtDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'halcyon-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    [ASSET, SCRIPT],
  ] as const) {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

const decode = {
  br: (body: Buffer) => brotliDecompressSync(body).toString(),
  gzip: (body: Buffer) => gunzipSync(body).toString(),
};

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe.each(backends)('compressed answers ($name)', (backend) => {
  const t = useTestApp(backend);

  it.each(['br', 'gzip'] as const)(
    'sends a hashed asset as %s from disk, unchanged once decoded',
    async (encoding) => {
      await t.rebuild({ env: { WEB_DIST: builtDist() } });
      const reply = await t.app.inject({
        method: 'GET',
        url: `/${ASSET}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
      expect(decode[encoding](reply.rawPayload)).toBe(SCRIPT);
    },
  );

  it('prefers brotli when a browser offers both, and sends identity clients the plain file', async () => {
    await t.rebuild({ env: { WEB_DIST: builtDist() } });
    const browser = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    const none = await t.app.inject({ method: 'GET', url: `/${ASSET}` });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(SCRIPT);
  });

  it('revalidates index.html every time, compressed or not', async () => {
    await t.rebuild({ env: { WEB_DIST: builtDist() } });
    for (const encoding of ['br', 'gzip', 'identity']) {
      const reply = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      const body = encoding === 'identity' ? reply.body : decode[encoding as 'br' | 'gzip'](reply.rawPayload);
      expect(reply.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(body).toBe(INDEX);
    }
  });

  it('compresses API JSON of 1 KiB or more for clients that accept it, and only those', async () => {
    const url = '/api/docs/json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip'] as const) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(reply.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode[encoding](reply.rawPayload))).toEqual(JSON.parse(plain.body));
    }
  });

  it('leaves small JSON answers alone', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `${API}/app/status`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.length).toBeLessThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toMatchObject({ success: true });
  });
});
