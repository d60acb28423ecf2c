import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadResponse } from '@halcyon/api';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../../test/auth-helpers.ts';
import { type Reply, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import {
  gifImage,
  hugePng,
  jpegWithGps,
  multipart,
  noisyPng,
  pngImage,
  upload,
  uploadProof,
} from '../../../test/upload-fixtures.ts';
import { loadSharp } from '../../platform/image-library.ts';

const HOUR = 60 * 60 * 1000;

/** GET a file as its owner (bytes and headers). */
async function fetchFile(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, data: response.rawPayload, headers: response.headers };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(backends)('uploads ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-uploads-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(backend, { env: { DATA_DIR: dataDir } });

  const refused = (reply: Reply, status: number, code: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(reply.body).toMatchObject({ success: false, code });
  };

  it('stores a re-encoded proof and serves it only to its owner, privately', async () => {
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    const reply = await upload(t, alice.token, 'recharge_proof', { data: await pngImage(64, 48) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = uploadResponse.parse(reply.body.data);
    expect(file).toMatchObject({ type: 'recharge_proof', mime: 'image/png', width: 64, height: 48 });
    expect(file.url).toBe(`/api/uniapp/files/${file.fileId}`);

    const own = await fetchFile(t, file.url, alice.token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.headers['cache-control']).toContain('private');
    expect((await sharp(own.data).metadata()).width).toBe(64);

    const other = await fetchFile(t, file.url, bob.token);
    expect(other.status).toBe(404);
    expect((await fetchFile(t, file.url)).status).toBe(401);
    expect((await fetchFile(t, '/api/uniapp/files/does-not-exist', alice.token)).status).toBe(404);
  });

  it('requires login to upload', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/uniapp/upload', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('removes EXIF (GPS, camera) from a photo', async () => {
    const alice = await registerUser(t, 'alice');
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('HalcyonCam');
    const reply = await upload(t, alice.token, 'recharge_proof', {
      data: original,
      filename: 'IMG_0001.JPG',
      contentType: 'image/jpeg',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = uploadResponse.parse(reply.body.data);
    expect(file.mime).toBe('image/jpeg');
    const stored = await fetchFile(t, file.url, alice.token);
    const after = await sharp(stored.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.data.includes(Buffer.from('HalcyonCam'))).toBe(false);
    expect(stored.data.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('keeps no appended payload: a PNG with a script after its end is stored as pixels only', async () => {
    const alice = await registerUser(t, 'alice');
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const reply = await upload(t, alice.token, 'recharge_proof', {
      data: Buffer.concat([await pngImage(), script]),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const stored = await fetchFile(t, uploadResponse.parse(reply.body.data).url, alice.token);
    expect(stored.data.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses what is not an accepted image, whatever its name or declared type', async () => {
    const alice = await registerUser(t, 'alice');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    refused(
      await upload(t, alice.token, 'recharge_proof', {
        data: svg,
        filename: 'proof.svg',
        contentType: 'image/svg+xml',
      }),
      415,
      'UPLOAD_TYPE_NOT_ALLOWED',
    );
    refused(
      await upload(t, alice.token, 'recharge_proof', {
        data: svg,
        filename: 'proof.png',
        contentType: 'image/png',
      }),
      415,
      'UPLOAD_TYPE_NOT_ALLOWED',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    refused(
      await upload(t, alice.token, 'recharge_proof', { data: html, filename: 'proof.png' }),
      415,
      'UPLOAD_TYPE_NOT_ALLOWED',
    );
    const gif = await upload(t, alice.token, 'recharge_proof', {
      data: await gifImage(),
      filename: 'proof.png',
    });
    refused(gif, 415, 'UPLOAD_TYPE_NOT_ALLOWED');
    expect(gif.body.message).toBe('This file type is not accepted here; please choose a JPEG, PNG image');
  });

  it('accepts a GIF avatar (its own rules), stored re-encoded as PNG', async () => {
    const alice = await registerUser(t, 'alice');
    const reply = await upload(t, alice.token, 'avatar', { data: await gifImage(), filename: 'me.gif' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(uploadResponse.parse(reply.body.data).mime).toBe('image/png');
  });

  it('refuses a truncated image', async () => {
    const alice = await registerUser(t, 'alice');
    const whole = await noisyPng(200, 200);
    const reply = await upload(t, alice.token, 'recharge_proof', {
      data: whole.subarray(0, whole.length / 2),
    });
    refused(reply, 400, 'UPLOAD_IMAGE_INVALID');
  });

  it('refuses a decompression bomb (a 20000 x 20000 PNG) from its header, without decoding it', async () => {
    const alice = await registerUser(t, 'alice');
    const bomb = hugePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // Pixels are decoded only when a pipeline's output is made (toBuffer); the header check reads metadata.
    // Proved by the calls rather than by elapsed time, which a loaded machine stretched past any bound.
    const decodes = vi.spyOn(loadSharp().prototype, 'toBuffer');
    refused(await upload(t, alice.token, 'recharge_proof', { data: bomb }), 400, 'UPLOAD_IMAGE_DIMENSIONS');
    expect(decodes).not.toHaveBeenCalled();
    // The spy sees the server's decoding: a picture within the limit goes through it.
    const small = await upload(t, alice.token, 'recharge_proof', { data: await pngImage() });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(decodes).toHaveBeenCalled();
  });

  it('scales a large image down to 4096 px on its longest side', async () => {
    const alice = await registerUser(t, 'alice');
    const reply = await upload(t, alice.token, 'recharge_proof', { data: await pngImage(5000, 1000) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(uploadResponse.parse(reply.body.data)).toMatchObject({ width: 4096, height: 819 });
  });

  it('refuses files over the size of their type (6 MB proof) and over every type (11 MB), naming the limit of the type sent', async () => {
    const alice = await registerUser(t, 'alice');
    const png = await pngImage();
    const sixMb = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
    const six = await upload(t, alice.token, 'recharge_proof', { data: sixMb });
    refused(six, 413, 'UPLOAD_TOO_LARGE');
    expect(six.body.message).toBe('The file is too large (maximum 5 MB)');
    const eleven = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const avatar = await upload(t, alice.token, 'avatar', { data: eleven });
    refused(avatar, 413, 'UPLOAD_TOO_LARGE');
    expect(avatar.body.message).toBe('The file is too large (maximum 10 MB)');
    // Past every type's limit the reading stops, and the refusal still names the limit of the type sent.
    for (const type of ['recharge_proof', 'kyc_front', 'kyc_back', 'support_image']) {
      const reply = await upload(t, alice.token, type, { data: eleven });
      refused(reply, 413, 'UPLOAD_TOO_LARGE');
      expect(reply.body.message, type).toBe('The file is too large (maximum 5 MB)');
    }
  });

  it('never uses the sent file name: traversal names land under a random key inside DATA_DIR/uploads', async () => {
    const alice = await registerUser(t, 'alice');
    // Earlier tests of the file stored theirs in the same DATA_DIR: only what this one adds counts.
    const before = new Set(filesUnder(dataDir));
    for (const filename of [
      '../../../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/tmp/evil.png',
      'a\u0000b.png',
    ]) {
      const reply = await upload(t, alice.token, 'recharge_proof', { data: await pngImage(), filename });
      expect(reply.status, `${filename}: ${JSON.stringify(reply.body)}`).toBe(200);
    }
    const root = path.join(dataDir, 'uploads');
    // All four inside, none anywhere else: a file written outside would leave fewer than four here.
    const added = filesUnder(dataDir).filter((file) => !before.has(file));
    expect(added).toHaveLength(4);
    for (const file of added) {
      expect(file.startsWith(root + path.sep)).toBe(true);
      expect(path.basename(file)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('answers a malformed form 400 BAD_REQUEST, not 500: cut short, without a boundary, not a form', async () => {
    const alice = await registerUser(t, 'alice');
    const whole = multipart({ type: 'recharge_proof' }, { data: await pngImage() });
    for (const [name, payload, contentType] of [
      ['cut short', whole.payload.subarray(0, whole.payload.length - 20), whole.contentType],
      ['no boundary', Buffer.from('garbage'), 'multipart/form-data'],
      ['not a form', Buffer.from('garbage'), 'multipart/form-data; boundary=xx'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uniapp/upload',
        payload,
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': contentType },
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('refuses a missing file or an unknown type', async () => {
    const alice = await registerUser(t, 'alice');
    refused(await upload(t, alice.token, 'recharge_proof'), 422, 'FILE_REQUIRED');
    refused(await upload(t, alice.token, 'passport', { data: await pngImage() }), 422, 'VALIDATION_FAILED');
  });

  it('limits uploads per address (20 a minute on each upload route), refused or not, before reading them', async () => {
    const alice = await registerUser(t, 'alice');
    const image = await pngImage();
    const send = (remoteAddress: string, data = image) => {
      const form = multipart({ type: 'support_image' }, { data });
      return t.app.inject({
        method: 'POST',
        url: '/api/uniapp/upload',
        payload: form.payload,
        remoteAddress,
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': form.contentType },
      });
    };
    // Refused images (no per-account limit counts them) spend the address's budget like stored ones.
    for (let i = 0; i < 10; i += 1)
      expect((await send('203.0.113.30', Buffer.from('not an image'))).statusCode).toBe(415);
    for (let i = 0; i < 10; i += 1) expect((await send('203.0.113.30')).statusCode).toBe(200);
    const limited = await send('203.0.113.30');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another address is not affected, nor are the person's other requests from this one.
    expect((await send('203.0.113.31')).statusCode).toBe(200);
    expect(
      (await t.get('/api/uniapp/user/profile', { token: alice.token, remoteAddress: '203.0.113.30' })).status,
    ).toBe(200);
  });

  it('limits uploads per account (30 an hour)', async () => {
    // From one address, as a person behind one NAT would: the per-address limit is another test's.
    await t.rebuild({ overrides: { rateLimits: { upload: 1_000 } } });
    const alice = await registerUser(t, 'alice');
    const bob = await registerUser(t, 'bob');
    for (let i = 0; i < 30; i += 1) await uploadProof(t, alice.token);
    refused(await upload(t, alice.token, 'recharge_proof', { data: await pngImage() }), 429, 'RATE_LIMITED');
    await uploadProof(t, bob.token);
    t.clock.advance(HOUR + 1);
    await uploadProof(t, alice.token);
  });

  it('holds the hourly limit under parallel uploads: 45 at once, 30 stored, 15 refused leaving no file', async () => {
    await t.rebuild({ overrides: { rateLimits: { upload: 1_000 } } });
    const alice = await registerUser(t, 'alice');
    const image = await pngImage();
    const before = filesUnder(dataDir).length;
    const replies = await Promise.all(
      Array.from({ length: 45 }, () => upload(t, alice.token, 'support_image', { data: image })),
    );
    const codes = replies.map((reply) => (reply.status === 200 ? 'stored' : String(reply.body.code)));
    expect(codes.filter((code) => code === 'stored')).toHaveLength(30);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(15);
    expect(filesUnder(dataDir).length - before).toBe(30);
  });

  it('removes an upload nothing referred to after 24 h', async () => {
    const alice = await registerUser(t, 'alice');
    const reply = await upload(t, alice.token, 'recharge_proof', { data: await pngImage() });
    const file = uploadResponse.parse(reply.body.data);
    const { uploads } = t.app.finance;
    t.clock.advance(23 * HOUR);
    expect(await uploads.sweepUnused()).toBe(0);
    expect((await uploads.readOwn(alice.user.id, file.fileId)).mime).toBe('image/png');
    const stored = filesUnder(dataDir).length;
    t.clock.advance(HOUR + 1);
    expect(await uploads.sweepUnused()).toBe(1);
    await expect(uploads.readOwn(alice.user.id, file.fileId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(filesUnder(dataDir)).toHaveLength(stored - 1);
  });
});
