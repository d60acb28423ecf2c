import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import WebSocket from 'ws';
import { freePort } from '../e2e/support/free-port.ts';
import { waitUntilUp } from '../e2e/support/wait-until-up.ts';

/**
 * The server `npm start` runs is apps/server/dist/main.js, one file bundling our code with its plain
 * JavaScript dependencies (scripts/build-server.ts); every other suite runs the TypeScript sources. This one
 * builds it if anything changed and starts it through start.sh, as production does, on a fresh embedded
 * data folder, then uses what a bundling mistake would break: the envelope, the OpenAPI document and
 * swagger-ui's pages (read from beside their own code), a sign-in (argon2, a native addon), a spot order
 * through the ledger on PGlite (WebAssembly), an upload (file-type bundled, sharp not), and a websocket.
 */
const root = path.resolve(import.meta.dirname, '..');
const API = '/api/uniapp';
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let base: string;

async function json(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

before(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  assert.equal(build.status, 0, 'the server build failed');
  dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-compiled-server-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The embedded mode on its own folder, whatever this shell points the server at.
  const { DATABASE_URL: _database, REDIS_URL: _redis, NODE_OPTIONS: _node, ...inherited } = process.env;
  server = spawn('sh', ['start.sh'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start writes a day of generated history: about 20 s on a slow two-core machine.
  await waitUntilUp(`${base}${API}/app/health`, { child: server, timeoutMs: 120_000, intervalMs: 200 });
});

after(async () => {
  const running = server?.exitCode === null ? server : undefined;
  if (running) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('is Latin-1 throughout, so V8 keeps its source one byte a character (build-server.ts)', () => {
  const bundle = readFileSync(path.join(root, 'apps/server/dist/main.js'), 'utf8');
  const wide = bundle.match(/[\u0100-\uffff]/g) ?? [];
  assert.deepEqual(wide, [], 'characters above U+00FF double the heap the source takes');
});

test('answers in the envelope, and refuses a bad body in it with a translated message', async () => {
  const health = await json(`${API}/app/health`);
  assert.equal(health.status, 200);
  assert.equal(health.body.success, true);
  const refused = await json(`${API}/login`, {
    method: 'POST',
    body: JSON.stringify({ account: '' }),
    headers: { 'accept-language': 'de-DE' },
  });
  assert.equal(refused.status, 422, JSON.stringify(refused.body));
  assert.equal(refused.body.success, false);
  assert.equal(refused.body.code, 'VALIDATION_FAILED');
  assert.match(String(refused.body.message), /[äöüß]|Konto|Passwort/);
  assert.ok((refused.body.errors as Record<string, string[]>).account?.length, 'the field is named');
});

test('serves the OpenAPI document and swagger-ui', async () => {
  const document = await json('/api/docs/json');
  assert.equal(document.status, 200);
  assert.match(String(document.body.openapi), /^3\./);
  assert.ok(Object.keys(document.body.paths as object).length >= 50, 'the document lists every route');
  const page = await fetch(`${base}/api/docs/static/index.html`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /swagger-ui/);
});

/** A 64 x 64 PNG, one colour. */
const PNG = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD',
    '6qmeTm1ErYh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuA',
    'XrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIf',
    'HivgUUsIBmLOAAAAAElFTkSuQmCC',
  ].join(''),
  'base64',
);

async function demoToken(): Promise<string> {
  const login = await json(`${API}/login`, {
    method: 'POST',
    body: JSON.stringify({ account: 'demo', password: 'demo1234' }),
  });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return (login.body.data as { token: string }).token;
}

async function uploadAvatar(token: string, bytes: Buffer): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.append('avatar', new Blob([bytes], { type: 'image/png' }), 'avatar.png');
  const answer = await fetch(`${base}${API}/user/avatar`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as Record<string, unknown>;
}

test('signs the demo user in and rests a spot order on its book', async () => {
  const token = await demoToken();
  const order = await json(`${API}/trading/spot/orders/limit`, {
    method: 'POST',
    body: JSON.stringify({ symbol: 'BTC/USDT', side: 'buy', price: '1000', quantity: '0.01' }),
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(order.status, 200, JSON.stringify(order.body));
  assert.equal((order.body.data as { status: string }).status, 'pending');
});

test('takes a picture by its bytes (file-type, then sharp) and refuses a file that is none', async () => {
  const token = await demoToken();
  const stored = await uploadAvatar(token, PNG);
  assert.equal(stored.success, true, JSON.stringify(stored));
  assert.match(String((stored.data as { avatar: string }).avatar), /^\/api\/uniapp\/files\//);
  const refused = await uploadAvatar(token, Buffer.from('not a picture'));
  assert.equal(refused.code, 'UPLOAD_TYPE_NOT_ALLOWED');
});

test('streams a ticker over the websocket', async () => {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${API}/ws`);
  try {
    const snapshot = await new Promise<Record<string, unknown>>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', channels: ['tickers'] })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Record<string, unknown>;
        if (message.type === 'snapshot') resolve(message);
      });
    });
    assert.equal(snapshot.channel, 'tickers');
  } finally {
    socket.close();
  }
});
