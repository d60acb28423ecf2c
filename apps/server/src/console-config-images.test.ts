import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFIG_IMAGE_URL_PREFIX, configImageUpload } from '@halcyon/api';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  OWNER_ENV,
  operatorWithRole,
  signInOwner,
} from '../test/admin-helpers.ts';
import { API } from '../test/auth-helpers.ts';
import { withInsertsRefused } from '../test/refused-inserts.ts';
import { type TestApp, useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { type FilePart, hugePng, multipart, uploadConfigImage } from '../test/upload-fixtures.ts';
import { createMemoryBus } from './platform/bus.ts';

const quiet = { error: () => {} };

/** A wide camera photo with its GPS position in EXIF, as a phone would send it. */
function bannerPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 800, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'HalcyonCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .toBuffer();
}

async function fetchPublic(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, data: response.rawPayload, headers: response.headers };
}

/** Every file under the data directory, by its path there. */
const storedFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const countImages = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('config_images')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// Banner and logo images: uploaded by an operator with config.write, re-encoded, served publicly.
describe.each(backends)('console configuration images ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-config-images-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bus = createMemoryBus(quiet);
  const t = useTestApp(backend, { env: { ...OWNER_ENV, DATA_DIR: dataDir }, overrides: { bus } });

  it('stores a banner re-encoded (1200 px, no EXIF), serves exactly those bytes publicly; audited and live', async () => {
    const owner = await signInOwner(t);
    const start = await lastAuditSeq(t);
    const reply = await uploadConfigImage(t, owner, 'banner', {
      data: await bannerPhoto(),
      filename: 'banner.png',
      contentType: 'image/png',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const image = configImageUpload.parse(reply.body.data);
    expect(image).toMatchObject({ purpose: 'banner', mime: 'image/jpeg', width: 1200, height: 400 });

    // No cookie, no token: logged-out visitors see banners too.
    const served = await fetchPublic(t, image.url);
    expect(served.status).toBe(200);
    expect(image.url).toBe(
      `${CONFIG_IMAGE_URL_PREFIX}${createHash('sha256').update(served.data).digest('hex')}.jpg`,
    );
    expect(served.data.length).toBe(image.size);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.data).metadata();
    expect(metadata.width).toBe(1200);
    expect(metadata.exif).toBeUndefined();
    expect(await auditActions(t, start)).toEqual(['config.image_upload']);

    const heard: unknown[] = [];
    bus.subscribe('config.app', (payload) => heard.push(payload));
    const config = (await adminRequest(t, 'GET', '/config/app', undefined, { session: owner })).body.data as {
      banners: Array<{ image: string; link: string }>;
    };
    const banners = config.banners.map((banner, index) =>
      index === 0 ? { image: image.url, link: '/pages/market/index' } : banner,
    );
    const saved = await adminRequest(t, 'PUT', '/config/app', { ...config, banners }, { session: owner });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const appConfig = (await t.get(`${API}/app-config`)).body.data as Record<string, string>;
    expect(appConfig.home_banner_1_image).toBe(image.url);
    expect(heard).toHaveLength(1);
    const row = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'config.app')
      .where('seq', '>', String(start))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.before)).not.toContain(image.url);
    expect(JSON.stringify(row.after)).toContain(image.url);
  });

  it('scales a logo into 256 px and keeps its transparency; the same picture twice is stored once', async () => {
    const owner = await signInOwner(t);
    const logo = await sharp({
      create: { width: 1000, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const first = await uploadConfigImage(t, owner, 'logo', { data: logo });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const image = configImageUpload.parse(first.body.data);
    expect(image).toMatchObject({ mime: 'image/png', width: 256, height: 205 });
    const served = await fetchPublic(t, image.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.data).metadata()).hasAlpha).toBe(true);
    const before = await countImages(t);
    const again = await uploadConfigImage(t, owner, 'logo', { data: logo });
    expect(configImageUpload.parse(again.body.data).url).toBe(image.url);
    expect(await countImages(t)).toBe(before);
  });

  it('stores nothing when its audit row cannot be written: no row and no file', async () => {
    const owner = await signInOwner(t);
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#11aa55' } })
      .png()
      .toBuffer();
    const rows = await countImages(t);
    const files = storedFiles(dataDir);
    const reply = await withInsertsRefused(t, 'audit_log', () =>
      uploadConfigImage(t, owner, 'logo', { data: picture }),
    );
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(await countImages(t)).toBe(rows);
    expect(storedFiles(dataDir)).toEqual(files);
    // Once the audit log takes it again, the same picture is stored, audited, and served.
    const start = await lastAuditSeq(t);
    const again = await uploadConfigImage(t, owner, 'logo', { data: picture });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await auditActions(t, start)).toEqual(['config.image_upload']);
    expect((await fetchPublic(t, configImageUpload.parse(again.body.data).url)).status).toBe(200);
  });

  it('refuses wrong bytes, SVG, oversized files, pixel bombs and bad forms, storing nothing', async () => {
    const owner = await signInOwner(t);
    const start = await lastAuditSeq(t);
    const images = await countImages(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[string, FilePart | undefined, number, string]> = [
      [
        'banner',
        { data: Buffer.from('MZ not a picture at all'), filename: 'x.png' },
        415,
        'UPLOAD_TYPE_NOT_ALLOWED',
      ],
      [
        'logo',
        { data: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
        415,
        'UPLOAD_TYPE_NOT_ALLOWED',
      ],
      ['logo', { data: svg, filename: 'logo.png', contentType: 'image/png' }, 415, 'UPLOAD_TYPE_NOT_ALLOWED'],
      ['logo', { data: Buffer.alloc(2 * 1024 * 1024 + 1, 1) }, 413, 'UPLOAD_TOO_LARGE'],
      ['banner', { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }, 413, 'UPLOAD_TOO_LARGE'],
      ['banner', { data: hugePng(20_000, 20_000) }, 400, 'UPLOAD_IMAGE_DIMENSIONS'],
      ['banner', { data: (await bannerPhoto()).subarray(0, 300) }, 400, 'UPLOAD_IMAGE_INVALID'],
      ['wallpaper', { data: await bannerPhoto() }, 422, 'VALIDATION_FAILED'],
      ['banner', undefined, 422, 'FILE_REQUIRED'],
    ];
    for (const [purpose, file, status, code] of cases) {
      const reply = await uploadConfigImage(t, owner, purpose, file);
      expect(reply.status, `${purpose} ${file?.filename}: ${JSON.stringify(reply.body)}`).toBe(status);
      expect(reply.body).toMatchObject({ success: false, code });
      expect(JSON.stringify(reply.body)).not.toMatch(/\bat .+\.ts:\d+/);
    }
    expect(await countImages(t)).toBe(images);
    expect(await auditActions(t, start)).toEqual([]);
    // Images in the configuration are paths on this server: the CSP would not show another origin's.
    const config = (await adminRequest(t, 'GET', '/config/app', undefined, { session: owner })).body.data;
    for (const appLogo of [
      'https://evil.example/logo.png',
      '//evil.example/logo.png',
      'javascript:alert(1)',
    ]) {
      const bad = await adminRequest(
        t,
        'PUT',
        '/config/app',
        { ...(config as object), appLogo },
        { session: owner },
      );
      expect(bad.status, appLogo).toBe(422);
    }
  });

  it('only config.write uploads: owner yes; finance, compliance, support and viewer 403; no session 401', async () => {
    const owner = await signInOwner(t);
    const file = { data: await bannerPhoto() };
    expect((await uploadConfigImage(t, undefined, 'banner', file)).status).toBe(401);
    for (const role of ['finance', 'compliance', 'support', 'viewer'] as const) {
      const reply = await uploadConfigImage(t, await operatorWithRole(t, owner, role), 'banner', file);
      expect(reply.status, role).toBe(403);
      expect(reply.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const withoutCsrf = multipart({ purpose: 'banner' }, file);
    const noCsrf = await adminRequest(t, 'POST', '/config/images', withoutCsrf.payload, {
      session: owner,
      noCsrf: true,
      headers: { 'content-type': withoutCsrf.contentType },
    });
    expect(noCsrf.status).toBe(403);
    expect((await uploadConfigImage(t, owner, 'banner', file)).status).toBe(200);
  });

  it('answers 404 for a name never stored and refuses names that are not content hashes', async () => {
    expect((await fetchPublic(t, `${CONFIG_IMAGE_URL_PREFIX}${'0'.repeat(64)}.png`)).status).toBe(404);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}.svg`, 'logo.png']) {
      const reply = await fetchPublic(t, `${CONFIG_IMAGE_URL_PREFIX}${name}`);
      expect([404, 422], name).toContain(reply.status);
    }
  });
});
