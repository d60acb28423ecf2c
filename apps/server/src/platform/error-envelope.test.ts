import { describe, expect, it } from 'vitest';
import { API } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';
import { AppError } from './errors.ts';

describe.each(backends)('envelope and errors ($name)', (backend) => {
  const t = useTestApp(backend);

  it('answers an unknown route with a 404 envelope in the request language', async () => {
    const reply = await t.get(`${API}/no/such/route`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Resource not found' });
    expect((await t.post('/elsewhere', {})).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('hides internal errors: generic 500 text, no stack, no SQL; the detail goes to the log', async () => {
    t.app.get(`${API}/test/boom`, async () => {
      throw new Error('relation "users" violates SELECT password_hash FROM users');
    });
    const reply = await t.get(`${API}/test/boom`);
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Server internal error, please try later',
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/SELECT|password_hash|at .*\.ts/);
  });

  it('answers an AppError with its status, code and translated parameters', async () => {
    t.app.get(`${API}/test/cooldown`, async () => {
      throw new AppError('EMAIL_CODE_COOLDOWN', { seconds: 42 });
    });
    const reply = await t.get(`${API}/test/cooldown`);
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({
      success: false,
      code: 'EMAIL_CODE_COOLDOWN',
      message: 'Please wait 42 s before requesting another code',
    });
  });

  it('answers 401 with a Bearer challenge', async () => {
    const reply = await t.get(`${API}/user/profile`);
    expect(reply.status).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    expect(reply.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });
  });

  it('rejects malformed JSON with 400 and an unsupported content type with 415', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('maps zod defaults to translated generic messages (missing body, wrong types)', async () => {
    const missing = await t.post(`${API}/app-config/values`);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { body: ['Invalid value'] } });
    const wrongType = await t.post(`${API}/app-config/values`, { keys: 'app_name' });
    expect(wrongType.body).toMatchObject({ errors: { keys: ['Invalid value'] } });
    const absent = await t.post(`${API}/app-config/values`, {});
    expect(absent.body).toMatchObject({ errors: { keys: ['This field is required'] } });
  });
});
