import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AdminAppConfig, CONFIG_IMAGE_URL_PREFIX, configImageUpload } from '@halcyon/api';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  type OperatorSession,
  OWNER_EMAIL,
  OWNER_ENV,
  OWNER_PASSWORD,
  signIn,
  signInOwner,
} from '../test/admin-helpers.ts';
import { API } from '../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { uploadConfigImage } from '../test/upload-fixtures.ts';

const HOUR = 60 * 60 * 1000;
const NOT_UPLOADED = 'Upload this image here again: only images uploaded in the console can be shown';

/** A plain banner of one colour: each colour is a different picture (a different content address). */
async function uploadBanner(t: TestApp, owner: OperatorSession, background: string): Promise<string> {
  const data = await sharp({ create: { width: 600, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  const reply = await uploadConfigImage(t, owner, 'banner', { data });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return configImageUpload.parse(reply.body.data).url;
}

const configOf = async (t: TestApp, owner: OperatorSession) =>
  (await adminRequest(t, 'GET', '/config/app', undefined, { session: owner })).body.data as AdminAppConfig;

const withBanners = (config: AdminAppConfig, images: string[]): AdminAppConfig => ({
  ...config,
  banners: config.banners.map((banner, index) => ({ ...banner, image: images[index] ?? '' })),
});

const saveConfig = (t: TestApp, owner: OperatorSession, config: AdminAppConfig) =>
  adminRequest(t, 'PUT', '/config/app', config, { session: owner });

const servedStatus = async (t: TestApp, url: string) =>
  (await t.app.inject({ method: 'GET', url })).statusCode;

// PUT /config/app shows only images uploaded through the console; those never saved are swept after a day.
describe.each(backends)('console configuration image references ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-config-image-refs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(backend, { env: { ...OWNER_ENV, DATA_DIR: dataDir } });
  const storedFiles = () =>
    readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;

  it('refuses an image never uploaded here (422 naming each field), changing nothing', async () => {
    const owner = await signInOwner(t);
    const uploaded = await uploadBanner(t, owner, '#3366aa');
    const config = await configOf(t, owner);
    const start = await lastAuditSeq(t);
    const neverStored = `${CONFIG_IMAGE_URL_PREFIX}${'a'.repeat(64)}.png`;
    const refused = await saveConfig(t, owner, {
      ...withBanners(config, [uploaded, neverStored]),
      appLogo: '/static/images/elsewhere.png',
      notice: { en: 'Not saved' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: { appLogo: [NOT_UPLOADED], 'banners.1.image': [NOT_UPLOADED] },
    });
    expect(await configOf(t, owner)).toEqual(config);
    const appConfig = (await t.get(`${API}/app-config`)).body.data as Record<string, string>;
    expect(appConfig).not.toHaveProperty('home_banner_1_image');
    expect(appConfig).not.toHaveProperty('notice.en');
    expect(await auditActions(t, start)).toEqual([]);
    // Not claimed by the refused save: the sweep still removes it after a day.
    t.clock.advance(24 * HOUR + 1);
    expect(await t.app.finance.uploads.sweepUnused()).toBe(1);
    expect(await servedStatus(t, uploaded)).toBe(404);
  });

  it('keeps an image the configuration already shows (the bundled logo, an older path) when saving texts', async () => {
    const owner = await signInOwner(t);
    await t.db
      .insertInto('app_config')
      .values({ key: 'home_banner_2_image', value: '/static/images/old-banner.png', is_public: true })
      .execute();
    const config = await configOf(t, owner);
    expect(config.appLogo).toBe('/static/images/logo.png');
    const saved = await saveConfig(t, owner, { ...config, notice: { en: 'Saved' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      appLogo: '/static/images/logo.png',
      banners: [{ image: '' }, { image: '/static/images/old-banner.png' }, { image: '' }],
      notice: { en: 'Saved' },
    });
  });

  it('sweeps a config image no saved configuration showed a day after its upload, and keeps the shown one', async () => {
    let owner = await signInOwner(t);
    // A day later the console session has long ended: the owner signs in again.
    const signInAgain = async () => {
      owner = await signIn(t, OWNER_EMAIL, OWNER_PASSWORD, owner.secret);
    };
    const shown = await uploadBanner(t, owner, '#aa3366');
    const unsaved = await uploadBanner(t, owner, '#66aa33');
    const saved = await saveConfig(t, owner, withBanners(await configOf(t, owner), [shown]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const files = storedFiles();
    const { uploads } = t.app.finance;

    t.clock.advance(23 * HOUR);
    expect(await uploads.sweepUnused()).toBe(0);
    // The same picture uploaded again: its day starts again.
    await signInAgain();
    expect(await uploadBanner(t, owner, '#66aa33')).toBe(unsaved);
    t.clock.advance(HOUR + 1);
    expect(await uploads.sweepUnused()).toBe(0);
    t.clock.advance(23 * HOUR);
    expect(await uploads.sweepUnused()).toBe(1);
    expect(await servedStatus(t, unsaved)).toBe(404);
    expect(await servedStatus(t, shown)).toBe(200);
    expect(storedFiles()).toBe(files - 1);

    // Swept: it cannot be saved any more (upload it again), and the shown one stays after a later change.
    await signInAgain();
    const config = await configOf(t, owner);
    const late = await saveConfig(t, owner, withBanners(config, [shown, unsaved]));
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ errors: { 'banners.1.image': [NOT_UPLOADED] } });
    expect((await saveConfig(t, owner, withBanners(config, []))).status).toBe(200);
    t.clock.advance(48 * HOUR);
    expect(await uploads.sweepUnused()).toBe(0);
    expect(await servedStatus(t, shown)).toBe(200);
  });
});
