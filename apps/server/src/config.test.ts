import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MARKET_SEED, loadConfig, REPO_ROOT } from './config.ts';

const root = '/srv/halcyon';
const KEY_FORMAT = `must be 32 bytes in base64 (44 characters; make one with node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")`;

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({}, root);
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/halcyon/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Halcyon <no-reply@halcyon.local>',
      s3: undefined,
      marketFeed: 'simulator',
      marketSeed: DEFAULT_MARKET_SEED,
      binanceWsUrl: 'wss://stream.binance.com:9443',
      staleAfterMs: 10_000,
      admin: undefined,
      logLevel: 'info',
      databasePreparedStatements: true,
      registerCaptcha: true,
      demoUser: true,
      webDist: '/srv/halcyon/apps/web/dist',
      trustProxy: false,
      wsMaxConnectionsPerIp: 20,
      rateLimitPerMinute: undefined,
      wsUserSessionRecheckMs: 30_000,
      withdrawalSecondApprovalFrom: '10000',
      dataEncryptionKeys: undefined,
    });
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
    const config = loadConfig({ DATA_DIR: 'var/data', WEB_DIST: '/opt/web' });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'var/data'));
    expect(config.webDist).toBe('/opt/web');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u:p@db:5432/halcyon',
        DATABASE_PREPARED_STATEMENTS: 'off',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Ops <ops@example.com>',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        MARKET_FEED: 'binance',
        MARKET_SEED: '42',
        BINANCE_WS_URL: 'ws://127.0.0.1:9999/',
        STALE_AFTER_MS: '30000',
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'a-long-password',
        LOG_LEVEL: 'warn',
        REGISTER_CAPTCHA: 'off',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        WS_USER_SESSION_RECHECK_MS: '60000',
        RATE_LIMIT_PER_MINUTE: '3000',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/halcyon',
      databasePreparedStatements: false,
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Ops <ops@example.com>',
      s3: {
        endpoint: 'https://s3.example.com',
        bucket: 'files',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
      marketFeed: 'binance',
      marketSeed: 42,
      // The trailing slash goes: stream paths are appended to it.
      binanceWsUrl: 'ws://127.0.0.1:9999',
      staleAfterMs: 30_000,
      admin: { email: 'ops@example.com', password: 'a-long-password' },
      logLevel: 'warn',
      registerCaptcha: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      wsUserSessionRecheckMs: 60_000,
      rateLimitPerMinute: 3000,
    });
  });

  it('reads DATA_ENCRYPTION_KEY and, for rotation, DATA_ENCRYPTION_KEY_PREVIOUS as 32-byte keys', () => {
    const current = Buffer.alloc(32, 1);
    const previous = Buffer.alloc(32, 2);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: current.toString('base64') }, root).dataEncryptionKeys).toEqual({
      current,
      previous: undefined,
    });
    const rotating = loadConfig(
      {
        DATA_ENCRYPTION_KEY: current.toString('base64'),
        DATA_ENCRYPTION_KEY_PREVIOUS: previous.toString('base64'),
      },
      root,
    );
    expect(rotating.dataEncryptionKeys).toEqual({ current, previous });
  });

  it('treats empty values as unset and parses TRUST_PROXY forms', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ' }, root)).toMatchObject({ port: 8080, smtpUrl: undefined });
    expect(loadConfig({ TRUST_PROXY: 'true' }, root).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }, root).trustProxy).toBe(2);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number (got "eighty")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { MARKET_FEED: 'nasdaq' },
      'Invalid configuration: MARKET_FEED must be simulator or binance (got "nasdaq")',
    ],
    [{ MARKET_SEED: '-1' }, 'Invalid configuration: MARKET_SEED must be between 0 and 4294967295 (got "-1")'],
    [{ MARKET_SEED: '1.5' }, 'Invalid configuration: MARKET_SEED must be a whole number (got "1.5")'],
    [
      { BINANCE_WS_URL: 'https://stream.binance.com' },
      'Invalid configuration: BINANCE_WS_URL must be a URL starting with wss:// or ws:// (got "https://stream.binance.com")',
    ],
    [
      { STALE_AFTER_MS: '500' },
      'Invalid configuration: STALE_AFTER_MS must be between 1000 and 3600000 (got "500")',
    ],
    [
      { WS_USER_SESSION_RECHECK_MS: '100' },
      'Invalid configuration: WS_USER_SESSION_RECHECK_MS must be between 1000 and 3600000 (got "100")',
    ],
    [{ REGISTER_CAPTCHA: 'yes' }, 'Invalid configuration: REGISTER_CAPTCHA must be on or off (got "yes")'],
    [
      { DATABASE_PREPARED_STATEMENTS: 'true' },
      'Invalid configuration: DATABASE_PREPARED_STATEMENTS must be on or off (got "true")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { SMTP_URL: 'mail.example.com' },
      'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps://',
    ],
    [
      { ADMIN_EMAIL: 'ops@example.com' },
      'Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL and ADMIN_PASSWORD',
    ],
    [
      { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be at least 12 characters',
    ],
    [{ DATA_ENCRYPTION_KEY: 'not a key' }, `DATA_ENCRYPTION_KEY ${KEY_FORMAT}`],
    // 16 bytes: an AES-128 key.
    [{ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, `DATA_ENCRYPTION_KEY ${KEY_FORMAT}`],
    // 32 bytes in hex (openssl rand -hex 32) reads as 48 bytes of base64.
    [{ DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }, `DATA_ENCRYPTION_KEY ${KEY_FORMAT}`],
    // Unpadded: Node would read it, but the README's generator and every other tool pad.
    [
      { DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64').slice(0, 43) },
      `DATA_ENCRYPTION_KEY ${KEY_FORMAT}`,
    ],
    [
      { DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'), DATA_ENCRYPTION_KEY_PREVIOUS: 'old' },
      `DATA_ENCRYPTION_KEY_PREVIOUS ${KEY_FORMAT}`,
    ],
    [
      { DATA_ENCRYPTION_KEY_PREVIOUS: Buffer.alloc(32).toString('base64') },
      'Invalid configuration: DATA_ENCRYPTION_KEY_PREVIOUS is only for rotation: set the new key as DATA_ENCRYPTION_KEY with it',
    ],
    [
      { S3_BUCKET: 'files' },
      'Invalid configuration: S3_ACCESS_KEY_ID is required when any S3_* variable is set; S3_SECRET_ACCESS_KEY is required when any S3_* variable is set',
    ],
  ])('rejects %o with one readable line', (env, message) => {
    const attempt = () => loadConfig(env, root);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db' }, root)).toThrow(
      /^(?!.*hunter2).*DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'hunter2' }, root)).toThrow(
      /^(?!.*hunter2).*DATA_ENCRYPTION_KEY/,
    );
  });
});
