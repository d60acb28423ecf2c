import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_SESSION_COOKIE } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, OWNER_ENV, signInOwner } from '../../test/admin-helpers.ts';
import { API, registerUser } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

/** A raw HTTP GET against a listening app: Node's parser, not inject(), decides what reaches Fastify. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function openSocket(
  port: number,
  opened: WebSocket[],
  path = `${API}/ws`,
  headers: Record<string, string> = {},
): Promise<'open' | 'timeout' | number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve('timeout'), 3_000);
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    opened.push(ws);
    ws.once('open', () => resolve('open'));
    ws.once('unexpected-response', (req, res) => {
      // Handled here, ws leaves the refused HTTP exchange open: end it, or the server never closes.
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', () => resolve(0));
  });
}

describe.each(backends)('hostile input ($name)', (backend) => {
  const t = useTestApp(backend);

  it('refuses a NUL character in a body field with a 422 naming the field, for login and register', async () => {
    const login = await t.post(`${API}/login`, { account: '\u0000', password: 'secret123' }, { lang: 'en' });
    expect(login.status).toBe(422);
    expect(login.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { account: ['This field contains a character that is not allowed'] },
    });
    const nested = await t.post(`${API}/register`, { account: 'ab\u0000c', extra: { deep: ['x\u0000'] } });
    expect(nested.status).toBe(422);
    expect(Object.keys(nested.body.errors as object).sort()).toEqual(['account', 'extra.deep.0']);
  });

  it('refuses a NUL character in a path parameter and in a query string instead of failing in SQL', async () => {
    const { token } = await registerUser(t, 'nulparam');
    const path = await t.get(`${API}/second-contract/orders/%00`, { token });
    expect(path.status).toBe(422);
    const query = await t.get(`${API}/trading/pairs?category=%00`);
    expect(query.status).toBe(422);
    expect(query.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers a path with broken percent-encoding with the translated 400 envelope', async () => {
    const reply = await t.get(`${API}/trading/pair/%E0%A4%A`, { lang: 'de' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Die Anfrage konnte nicht verarbeitet werden',
    });
  });

  it('answers a URL past the parser limit with a 431 envelope, not Fastify’s own shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await rawGet(port, `${API}/trading/pairs?q=${'a'.repeat(20_000)}`);
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      code: 'REQUEST_TOO_LARGE',
      message: 'The request address or its headers are too long',
    });
  });

  it('never rate-limits health and readiness, and readiness reports the database', async () => {
    await t.rebuild({ overrides: { rateLimits: { global: 2 } } });
    const address = '198.51.100.7';
    await t.get(`${API}/app/info`, { remoteAddress: address });
    await t.get(`${API}/app/info`, { remoteAddress: address });
    expect((await t.get(`${API}/app/info`, { remoteAddress: address })).status).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.get(`${API}/app/health`, { remoteAddress: address })).status).toBe(200);
      const ready = await t.get(`${API}/app/ready`, { remoteAddress: address });
      expect(ready.status).toBe(200);
      expect(ready.body.data).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
    }
    // Decided by the route that answers, however its path is spelled; any other route is still counted.
    expect((await t.get(`${API}/app/%68ealth`, { remoteAddress: address })).status).toBe(200);
    expect((await t.get(`${API}/app/rea%64y?probe=1`, { remoteAddress: address })).status).toBe(200);
    expect((await t.get(`${API}/app/info?${API}/app/health`, { remoteAddress: address })).status).toBe(429);
    expect((await t.get(`${API}/app/%69nfo`, { remoteAddress: address })).status).toBe(429);
  });

  it('an Upgrade header on an ordinary route does not escape the HTTP budget', async () => {
    await t.rebuild({ overrides: { rateLimits: { global: 1 } } });
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/app/info`,
        headers: { upgrade: 'websocket', connection: 'upgrade' },
        remoteAddress: '198.51.100.8',
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  it('caps websockets per address however their path is spelled, user and operator sockets alike', async () => {
    await t.rebuild({ env: { ...OWNER_ENV, WS_MAX_CONNECTIONS_PER_IP: '2' } });
    const owner = await signInOwner(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const operator = { cookie: `${ADMIN_SESSION_COOKIE}=${owner.cookie}` };
    const opened: WebSocket[] = [];
    try {
      // Routing decodes the path: these are the two sockets, and they count.
      expect(await openSocket(port, opened, `${API}/w%73`)).toBe('open');
      expect(await openSocket(port, opened, `${ADMIN}/%77s`, operator)).toBe('open');
      expect(await openSocket(port, opened)).toBe(429);
      expect(await openSocket(port, opened, `${API}/%77%73`)).toBe(429);
      expect(await openSocket(port, opened, `${ADMIN}/w%73`, operator)).toBe(429);
      const closed = new Promise((resolve) => opened[0]?.once('close', resolve));
      opened[0]?.close();
      await closed;
      await expect.poll(() => openSocket(port, opened, `${ADMIN}/ws`, operator)).toBe('open');
    } finally {
      for (const ws of opened) ws.terminate();
    }
  });

  it('caps open websockets per address on their own budget, which the HTTP budget does not touch', async () => {
    await t.rebuild({ env: { WS_MAX_CONNECTIONS_PER_IP: '2' }, overrides: { rateLimits: { global: 1 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const opened: WebSocket[] = [];
    try {
      const results = [
        await openSocket(port, opened),
        await openSocket(port, opened),
        await openSocket(port, opened),
      ];
      expect(results).toEqual(['open', 'open', 429]);
      // A closed socket gives its place back.
      const closed = new Promise((resolve) => opened[0]?.once('close', resolve));
      opened[0]?.close();
      await closed;
      await expect.poll(() => openSocket(port, opened)).toBe('open');
    } finally {
      for (const ws of opened) ws.terminate();
    }
  });
});
