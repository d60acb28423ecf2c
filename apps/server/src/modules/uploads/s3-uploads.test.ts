import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadResponse } from '@halcyon/api';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { jpegWithGps, noisyPng, upload } from '../../../test/upload-fixtures.ts';
import { isSealedFile } from './sealed-file.ts';

const BUCKET = 'halcyon-test';
const HOUR = 60 * 60 * 1000;

/**
 * Uploads in S3-compatible storage (S3_* set): the same routes against a local s3rver the test starts. The
 * bytes land in the bucket, never under DATA_DIR.
 */
describe.each(backends.slice(0, 1))('uploads on S3 ($name)', (backend) => {
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'halcyon-s3-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-s3-data-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  let endpoint = '';
  beforeAll(async () => {
    const address: AddressInfo = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = () => ({
    DATA_DIR: dataDir,
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const t = useTestApp(backend);
  const objectsInBucket = () =>
    readdirSync(path.join(s3Dir, BUCKET), { recursive: true }).filter((name) =>
      String(name).endsWith('._S3rver_object'),
    );

  it('stores the re-encoded image in the bucket, serves it to its owner, and sweeps it when unused', async () => {
    await t.rebuild({ env: env() });
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const reply = await upload(t, alice.token, 'recharge_proof', {
      data: await jpegWithGps(),
      contentType: 'image/jpeg',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = uploadResponse.parse(reply.body.data);
    expect(objectsInBucket()).toHaveLength(1);
    expect(readdirSync(dataDir)).toEqual([]);

    const own = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(own.rawPayload).metadata()).exif).toBeUndefined();
    const other = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.statusCode).toBe(404);

    t.clock.advance(24 * HOUR + 1);
    expect(await t.app.finance.uploads.sweepUnused()).toBe(1);
    expect(objectsInBucket()).toHaveLength(0);
  });

  it('seals an identity document in the bucket; its owner gets the image; a damaged object is a clean 500', async () => {
    await t.rebuild({ env: env() });
    const alice = await registerUser(t, 'alice');
    const reply = await upload(t, alice.token, 'kyc_front', { data: await noisyPng(64, 64) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = uploadResponse.parse(reply.body.data);
    const { storage_key: key } = await t.db
      .selectFrom('uploads')
      .select('storage_key')
      .where('id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    const object = objectsInBucket().find((name) => String(name).includes(key));
    if (object === undefined) throw new Error(`no object for ${key} in the bucket`);
    const objectPath = path.join(s3Dir, BUCKET, String(object));

    const fetchOwn = () =>
      t.app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${alice.token}` } });
    const own = await fetchOwn();
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const inBucket = readFileSync(objectPath);
    expect(isSealedFile(inBucket)).toBe(true);
    expect(inBucket.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(inBucket.includes(own.rawPayload)).toBe(false);
    expect(inBucket.includes(own.rawPayload.subarray(100, 116))).toBe(false);

    const last = inBucket.length - 1;
    inBucket[last] = (inBucket[last] ?? 0) ^ 0x01;
    writeFileSync(objectPath, inBucket);
    const damaged = await fetchOwn();
    expect(damaged.statusCode).toBe(500);
    expect(damaged.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
  });
});
