import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_SESSION_COOKIE, uploadResponse } from '@halcyon/api';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type OperatorSession, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { registerUser, type Session } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { jpegWithGps, noisyPng, upload } from '../../../test/upload-fixtures.ts';
import { sha256Bytes } from './checksum.ts';
import { UPLOAD_KEY_NAME } from './create-uploads.ts';
import { openSealedFile } from './sealed-file.ts';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** An upload's row and where its bytes are on disk. */
async function storedFile(t: TestApp, dataDir: string, fileId: string) {
  const row = await t.db
    .selectFrom('uploads')
    .select(['storage_key', 'sha256'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const key = row.storage_key;
  return { ...row, file: path.join(dataDir, 'uploads', key.slice(0, 2), key) };
}

async function uploadAs(t: TestApp, who: Session, type: string, data: Buffer) {
  const reply = await upload(t, who.token, type, { data });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return uploadResponse.parse(reply.body.data);
}

/** The file as its owner downloads it, and as an operator does through the console. */
async function download(t: TestApp, fileId: string, as: { member: Session } | { operator: OperatorSession }) {
  const response = await t.app.inject(
    'member' in as
      ? {
          method: 'GET',
          url: `/api/uniapp/files/${fileId}`,
          headers: { authorization: `Bearer ${as.member.token}` },
        }
      : {
          method: 'GET',
          url: `/api/admin/files/${fileId}`,
          headers: { cookie: `${ADMIN_SESSION_COOKIE}=${as.operator.cookie}` },
        },
  );
  return {
    status: response.statusCode,
    data: response.rawPayload,
    headers: response.headers,
    body: response.body,
  };
}

/** The uploads' data key, as the server secret holds it without DATA_ENCRYPTION_KEY (plain base64). */
async function uploadKey(t: TestApp): Promise<Buffer> {
  const row = await t.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', UPLOAD_KEY_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** Not an image, and not holding the image anywhere inside it. */
function expectSealed(onDisk: Buffer, image: Buffer) {
  expect(onDisk.subarray(0, 3).equals(JPEG_MAGIC)).toBe(false);
  expect(onDisk.subarray(0, 4).equals(PNG_MAGIC)).toBe(false);
  expect(onDisk.includes(image)).toBe(false);
  // Nor any recognisable stretch of it.
  expect(onDisk.includes(image.subarray(image.length >> 1, (image.length >> 1) + 16))).toBe(false);
}

describe.each(backends)('uploads sealed at rest ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-sealed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(backend, { env: { ...OWNER_ENV, DATA_DIR: dataDir } });
  // Server secrets outlive the harness's reset; the rotation test wraps them with keys of its own.
  afterEach(async () => {
    await t.db.deleteFrom('server_secrets').execute();
  });

  it('stores identity documents sealed; the owner and an identity operator get the re-encoded image', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    for (const [type, original, mime] of [
      ['kyc_front', await noisyPng(96, 64), 'image/png'],
      ['kyc_back', await jpegWithGps(), 'image/jpeg'],
    ] as const) {
      const file = await uploadAs(t, alice, type, original);
      const stored = await storedFile(t, dataDir, file.fileId);
      const own = await download(t, file.fileId, { member: alice });
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe(mime);
      expect(own.headers['cache-control']).toBe('private, no-store, max-age=0');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      // The re-encoded image, as recorded when it was stored.
      expect(sha256Bytes(own.data)).toBe(stored.sha256);
      expect((await sharp(own.data).metadata()).exif).toBeUndefined();

      const onDisk = readFileSync(stored.file);
      expectSealed(onDisk, own.data);
      expectSealed(onDisk, original);
      expect(openSealedFile(await uploadKey(t), stored.storage_key, onDisk).equals(own.data)).toBe(true);

      const operator = await download(t, file.fileId, { operator: owner });
      expect(operator.status).toBe(200);
      expect(operator.headers['content-type']).toBe(mime);
      expect(operator.data.equals(own.data)).toBe(true);
    }
  });

  it('serves a file stored plain before sealing, and uploads:seal seals it in place of the plain copy', async () => {
    const alice = await registerUser(t, 'alice');
    const file = await uploadAs(t, alice, 'support_image', await noisyPng(64, 64));
    const image = (await download(t, file.fileId, { member: alice })).data;
    const before = await storedFile(t, dataDir, file.fileId);
    // As every file was written before this change: the image's own bytes.
    writeFileSync(before.file, image);

    const legacy = await download(t, file.fileId, { member: alice });
    expect(legacy.status).toBe(200);
    expect(legacy.data.equals(image)).toBe(true);

    expect(await t.app.finance.uploads.sealLegacyFiles()).toBe(1);
    const after = await storedFile(t, dataDir, file.fileId);
    expect(after.storage_key).not.toBe(before.storage_key);
    expect(existsSync(before.file)).toBe(false);
    expectSealed(readFileSync(after.file), image);
    expect((await download(t, file.fileId, { member: alice })).data.equals(image)).toBe(true);
    // Once sealed, a second run finds nothing to do.
    expect(await t.app.finance.uploads.sealLegacyFiles()).toBe(0);
  });

  it('answers a clean 500 for a flipped byte or a swapped file, never the bytes', async () => {
    const owner = await signInOwner(t);
    const alice = await registerUser(t, 'alice');
    const flipped = await uploadAs(t, alice, 'kyc_front', await noisyPng(64, 64));
    const target = await uploadAs(t, alice, 'kyc_back', await noisyPng(48, 48));
    const other = await uploadAs(t, alice, 'kyc_back', await noisyPng(40, 40));

    const damaged = await storedFile(t, dataDir, flipped.fileId);
    const bytes = readFileSync(damaged.file);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0x01;
    writeFileSync(damaged.file, bytes);
    // Another file's sealed bytes put where this one's were: bound to their own key, they do not open here.
    const swapped = await storedFile(t, dataDir, target.fileId);
    writeFileSync(swapped.file, readFileSync((await storedFile(t, dataDir, other.fileId)).file));

    for (const fileId of [flipped.fileId, target.fileId]) {
      for (const as of [{ member: alice }, { operator: owner }]) {
        const reply = await download(t, fileId, as);
        expect(reply.status).toBe(500);
        expect(reply.headers['content-type']).toContain('application/json');
        expect(JSON.parse(reply.body)).toEqual({
          success: false,
          code: 'INTERNAL_ERROR',
          message: expect.any(String),
        });
        expect(reply.body).not.toMatch(/Sealed|stack|\.ts:/);
      }
    }
  });

  it('reads files sealed before DATA_ENCRYPTION_KEY is rotated, and after the previous key is dropped', async () => {
    const keyA = randomBytes(32).toString('base64');
    const keyB = randomBytes(32).toString('base64');
    await t.rebuild({ env: { DATA_ENCRYPTION_KEY: keyA } });
    const alice = await registerUser(t, 'alice');
    const file = await uploadAs(t, alice, 'kyc_front', await noisyPng(64, 64));
    const image = (await download(t, file.fileId, { member: alice })).data;
    const stored = await storedFile(t, dataDir, file.fileId);
    const sealed = readFileSync(stored.file);
    expectSealed(sealed, image);

    const rotations: Record<string, string>[] = [
      { DATA_ENCRYPTION_KEY: keyB, DATA_ENCRYPTION_KEY_PREVIOUS: keyA },
      { DATA_ENCRYPTION_KEY: keyB },
    ];
    for (const env of rotations) {
      await t.rebuild({ env });
      const reply = await download(t, file.fileId, { member: alice });
      expect(reply.status).toBe(200);
      expect(reply.data.equals(image)).toBe(true);
    }
    // Rotation rewrapped the data key: the file itself was not rewritten.
    expect(readFileSync(stored.file).equals(sealed)).toBe(true);
  });
});
