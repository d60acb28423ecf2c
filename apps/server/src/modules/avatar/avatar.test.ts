import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@halcyon/api';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { API, registerUser, type Session } from '../../../test/auth-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { gifImage, jpegWithGps, noisyPng, pngImage } from '../../../test/upload-fixtures.ts';

/** A browser's form with the file under the field name `avatar`. */
function avatarForm(data: Buffer, filename = 'me.png', contentType = 'image/png', field = 'avatar') {
  const boundary = `----halcyon${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function postAvatar(t: TestApp, session: Session, form: ReturnType<typeof avatarForm>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/user/avatar`,
    payload: form.payload,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': form.contentType },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function storedAvatar(t: TestApp, session: Session, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.statusCode).toBe(200);
  return { bytes: response.rawPayload, mime: response.headers['content-type'] };
}

describe.each(backends)('avatar upload ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-avatar-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = useTestApp(backend, { env: { DATA_DIR: dataDir } });

  it('answers a malformed form 400 BAD_REQUEST, not 500', async () => {
    const alice = await registerUser(t, 'alice');
    const whole = avatarForm(await pngImage());
    for (const form of [
      { payload: whole.payload.subarray(0, whole.payload.length - 20), contentType: whole.contentType },
      { payload: Buffer.from('garbage'), contentType: 'multipart/form-data' },
    ]) {
      const reply = await postAvatar(t, alice, form);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('stores a 512 px square JPEG, sets it on the user object and replaces the previous one', async () => {
    const alice = await registerUser(t, 'alice');
    const first = await postAvatar(t, alice, avatarForm(await pngImage(800, 400)));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const url = (first.body.data as User).avatar;
    expect(url).toMatch(/^\/api\/uniapp\/files\/[A-Za-z0-9_-]+$/);
    const stored = await storedAvatar(t, alice, url as string);
    expect(stored.mime).toBe('image/jpeg');
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);

    const second = await postAvatar(t, alice, avatarForm(await gifImage(), 'a.gif', 'image/gif'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const replaced = (second.body.data as User).avatar;
    expect(replaced).not.toBe(url);
    const me = await t.get(`${API}/user/profile`, { token: alice.token });
    expect(JSON.stringify(me.body)).toContain(replaced as string);
  });

  it('removes EXIF and GPS from a phone photo', async () => {
    const bob = await registerUser(t, 'bob');
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const reply = await postAvatar(t, bob, avatarForm(source, 'photo.jpg', 'image/jpeg'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const stored = await storedAvatar(t, bob, (reply.body.data as User).avatar as string);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('HalcyonCam'))).toBe(false);
  });

  it('refuses an HTML page renamed .png, an SVG, an 11 MB file and a missing file, storing nothing', async () => {
    const carol = await registerUser(t, 'carol');
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const renamed = await postAvatar(t, carol, avatarForm(html, 'me.png', 'image/png'));
    expect([renamed.status, renamed.body.code]).toEqual([415, 'UPLOAD_TYPE_NOT_ALLOWED']);
    const vector = await postAvatar(t, carol, avatarForm(svg, 'me.svg', 'image/svg+xml'));
    expect([vector.status, vector.body.code]).toEqual([415, 'UPLOAD_TYPE_NOT_ALLOWED']);
    const big = Buffer.concat([await noisyPng(64, 64), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await postAvatar(t, carol, avatarForm(big));
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    const wrongField = await postAvatar(
      t,
      carol,
      avatarForm(await pngImage(), 'me.png', 'image/png', 'file'),
    );
    expect([wrongField.status, wrongField.body.code]).toEqual([422, 'FILE_REQUIRED']);
    const me = await t.get(`${API}/user/profile`, { token: carol.token });
    expect(JSON.stringify(me.body)).not.toContain('/api/uniapp/files/');
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/user/avatar`,
      payload: avatarForm(await pngImage()).payload,
    });
    expect(response.statusCode).toBe(401);
  });
});
