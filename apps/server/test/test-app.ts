import type { Locale } from '@halcyon/i18n';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type AppOverrides, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ManualPriceFeed } from '../src/modules/market-data/index.ts';
import type { App } from '../src/platform/app-types.ts';
import type { Db } from '../src/platform/db.ts';
import { FakeClock } from './fake-clock.ts';
import type { Backend, TestDatabase } from './test-database.ts';

/** The answer of every captcha image in tests (the check is case-insensitive, so tests send it in upper case). */
export const CAPTCHA_TEXT = 'k7wp';

export type TestAppOptions = {
  env?: Record<string, string>;
  overrides?: Omit<AppOverrides, 'database' | 'clock'>;
};

export type Reply = {
  status: number;
  body: Record<string, unknown>;
  headers: LightMyRequestResponse['headers'];
};

export type CallOptions = { token?: string; lang?: Locale | string; remoteAddress?: string };

export type TestApp = {
  readonly app: App;
  readonly clock: FakeClock;
  readonly db: Db;
  /**
   * The app's price feed: push exact ticks (at fake-clock times) and they are stored, published and shown.
   * Test apps run no simulator, no backfill and no market timers unless a test's overrides say otherwise.
   */
  readonly marketFeed: ManualPriceFeed;
  /** Rebuilds the app on the same database with other settings (e.g. REGISTER_CAPTCHA=on). */
  rebuild(options: TestAppOptions): Promise<void>;
  get(url: string, options?: CallOptions): Promise<Reply>;
  post(url: string, body?: unknown, options?: CallOptions): Promise<Reply>;
};

const BASE_ENV = {
  LOG_LEVEL: 'silent',
  REGISTER_CAPTCHA: 'off',
  WEB_DIST: '/nonexistent/halcyon-web-dist',
  // Tests that want the demo user (and its password hash) turn it on.
  DEMO_USER: 'off',
};

function parse(response: LightMyRequestResponse): Reply {
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Record<string, unknown>) : { text: response.body },
    headers: response.headers,
  };
}

/**
 * Registers vitest hooks: one database per file (opened once, emptied before each test) and a fresh app
 * with a fake clock per test, so rate-limit counters and time never leak from one test to the next.
 */
export function useTestApp(backend: Backend, defaults: TestAppOptions = {}): TestApp {
  let database: TestDatabase | undefined;
  let current: App | undefined;
  let clock = new FakeClock();
  let marketFeed = new ManualPriceFeed();

  const build = async (options: TestAppOptions) => {
    if (!database) throw new Error('test database not open');
    const config = loadConfig({ ...BASE_ENV, ...defaults.env, ...options.env });
    marketFeed = new ManualPriceFeed();
    current = await buildApp(config, {
      captchaGenerator: () => ({ text: CAPTCHA_TEXT, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      manualFeed: marketFeed,
      backfill: false,
      marketTimers: false,
      // Other modules' tests see only their own orders in the books; liquidity tests turn the house on.
      liquidityMaker: false,
      ...defaults.overrides,
      ...options.overrides,
      database: database.handle,
      clock,
    });
  };

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database?.reset();
    clock = new FakeClock();
    await build({});
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  const call = async (options: InjectOptions, extra: CallOptions = {}) => {
    const headers: Record<string, string> = {};
    if (extra.token) headers.authorization = `Bearer ${extra.token}`;
    if (extra.lang) headers['accept-language'] = extra.lang;
    return parse(
      await harness.app.inject({
        ...options,
        headers: { ...headers, ...options.headers },
        ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      }),
    );
  };

  const harness: TestApp = {
    get app() {
      if (!current) throw new Error('app not built (used outside a test?)');
      return current;
    },
    get clock() {
      return clock;
    },
    get db() {
      if (!database) throw new Error('test database not open');
      return database.handle.db;
    },
    get marketFeed() {
      return marketFeed;
    },
    async rebuild(options) {
      await current?.close();
      await build(options);
    },
    get: (url, options) => call({ method: 'GET', url }, options),
    post: (url, body, options) =>
      call({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) }, options),
  };
  return harness;
}

/**
 * A second server process on the test app's database and clock (no feed of its own, no timers): for tests
 * of what happens when several processes share one database. The caller closes it.
 */
export async function buildPeerApp(
  t: TestApp,
  kind: Backend['name'],
  overrides: Omit<AppOverrides, 'database' | 'clock'> = {},
): Promise<App> {
  const peer = await buildApp(loadConfig(BASE_ENV), {
    database: { db: t.db, kind, close: async () => {} },
    clock: t.clock,
    marketFeed: 'off',
    backfill: false,
    marketTimers: false,
    ...overrides,
  });
  await peer.ready();
  return peer;
}
