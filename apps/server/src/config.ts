import path from 'node:path';
import { z } from 'zod';

/**
 * The repository root, found from this file's location (apps/server/src -> ../../..). Relative paths in
 * the environment (DATA_DIR, WEB_DIST) resolve against it, so `npm start` at the root and
 * `npm start -w apps/server` (whose cwd is apps/server) use the same ./data and apps/web/dist.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The simulator's default seed: any fixed number, so that every fresh install shows the same market. */
export const DEFAULT_MARKET_SEED = 20_251_121;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const urlWith = (protocols: readonly string[]) =>
  z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })
    .optional();

const onOff = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default(fallback)
    .transform((value) => value === 'on');

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const GENERATE_KEY = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

/** A 256-bit key in standard base64: Node's decoder skips what it cannot read, so the key must re-encode to itself. */
const isBase64Key = (value: string) => {
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 && bytes.toString('base64') === value;
};

const base64Key = z
  .string()
  .refine(isBase64Key, {
    error: `must be 32 bytes in base64 (44 characters; make one with ${GENERATE_KEY})`,
  })
  .transform((value) => Buffer.from(value, 'base64'))
  .optional();

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole port number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
    DATABASE_PREPARED_STATEMENTS: onOff('on'),
    REDIS_URL: urlWith(['redis:', 'rediss:']),
    SMTP_URL: urlWith(['smtp:', 'smtps:']),
    MAIL_FROM: z.string().default('Halcyon <no-reply@halcyon.local>'),
    S3_ENDPOINT: urlWith(['http:', 'https:']),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    MARKET_FEED: z
      .enum(['simulator', 'binance'], { error: 'must be simulator or binance' })
      .default('simulator'),
    MARKET_SEED: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 4294967295' })
      .max(4_294_967_295, { error: 'must be between 0 and 4294967295' })
      .default(DEFAULT_MARKET_SEED),
    BINANCE_WS_URL: urlWith(['wss:', 'ws:']).default('wss://stream.binance.com:9443'),
    STALE_AFTER_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(1_000, { error: 'must be between 1000 and 3600000' })
      .max(3_600_000, { error: 'must be between 1000 and 3600000' })
      .default(10_000),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    REGISTER_CAPTCHA: onOff('on'),
    DEMO_USER: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
    WEB_DIST: z.string().default('apps/web/dist'),
    TRUST_PROXY: trustProxy,
    WITHDRAWAL_SECOND_APPROVAL_FROM: z
      .string()
      .regex(/^(0|[1-9]\d{0,17})(\.\d{1,8})?$/, { error: 'must be a USDT amount, like 10000' })
      .default('10000'),
    WS_MAX_CONNECTIONS_PER_IP: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 100000' })
      .max(100_000, { error: 'must be between 1 and 100000' })
      .default(20),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number of requests' })
      .int({ error: 'must be a whole number of requests' })
      .min(1, { error: 'must be between 1 and 1000000' })
      .max(1_000_000, { error: 'must be between 1 and 1000000' })
      .optional(),
    WS_USER_SESSION_RECHECK_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(1_000, { error: 'must be between 1000 and 3600000' })
      .max(3_600_000, { error: 'must be between 1000 and 3600000' })
      .default(30_000),
    DATA_ENCRYPTION_KEY: base64Key,
    DATA_ENCRYPTION_KEY_PREVIOUS: base64Key,
  })
  .superRefine((env, ctx) => {
    if (env.DATA_ENCRYPTION_KEY_PREVIOUS && !env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY_PREVIOUS'],
        message: 'is only for rotation: set the new key as DATA_ENCRYPTION_KEY with it',
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'must be set together with ADMIN_EMAIL and ADMIN_PASSWORD',
      });
    }
    const s3Set = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_ENDPOINT].some(
      (value) => value !== undefined,
    );
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (s3Set && env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when any S3_* variable is set' });
      }
    }
  });

export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Config = {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Repeated statements go to PostgreSQL prepared (statement-cache.ts); off behind a pooler that drops them. */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: S3Config | undefined;
  marketFeed: 'simulator' | 'binance';
  /** Seed of the price simulator: the same seed and start time give the same prices. */
  marketSeed: number;
  /** Base of Binance's public websocket (MARKET_FEED=binance). */
  binanceWsUrl: string;
  /** An open market whose last tick is older than this is stale (no trading on it). */
  staleAfterMs: number;
  admin: { email: string; password: string } | undefined;
  logLevel: LogLevel;
  registerCaptcha: boolean;
  /** The demo user with its starting balance: on by default in the embedded mode, off with DATABASE_URL. */
  demoUser: boolean;
  /** Absolute. */
  webDist: string;
  trustProxy: boolean | number | string[];
  /** Open websocket connections one client address may hold at once (on a budget of its own). */
  wsMaxConnectionsPerIp: number;
  /**
   * API requests one client address may make a minute, beside the tighter budgets of the sign-in and
   * registration routes (which stay); unset, the default of platform/rate-limit.ts. The browser journeys,
   * every browser of a run on 127.0.0.1, raise it.
   */
  rateLimitPerMinute: number | undefined;
  /**
   * How often the user websocket asks whether the sessions its sockets signed in under still stand: the
   * longest a socket can outlive its session when the message that it ended was lost.
   */
  wsUserSessionRecheckMs: number;
  /** USDT amount from which a withdrawal needs a second finance operator's approval (four eyes). */
  withdrawalSecondApprovalFrom: string;
  /**
   * DATA_ENCRYPTION_KEY (and, while rotating, DATA_ENCRYPTION_KEY_PREVIOUS): wraps the server secrets,
   * among them the keys that seal personal data, so the database alone does not hold what opens it.
   */
  dataEncryptionKeys: { current: Buffer; previous: Buffer | undefined } | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables whose values must never be echoed in an error message. */
const SECRET_VARS = new Set([
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEY_PREVIOUS',
]);

/**
 * Parses the environment. Pure: no I/O, so it is tested with plain objects. Empty strings count as
 * unset (an `.env` line like `SMTP_URL=` means "not configured"). Throws ConfigError whose message is
 * one readable line naming the variable and what is wrong.
 */
export function loadConfig(env: Record<string, string | undefined>, rootDir: string = REPO_ROOT): Config {
  const present = Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      const shown = value === undefined || SECRET_VARS.has(name) ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    marketFeed: e.MARKET_FEED,
    marketSeed: e.MARKET_SEED,
    // Paths are appended to it (/stream?streams=...), so a trailing slash would double up.
    binanceWsUrl: e.BINANCE_WS_URL.replace(/\/+$/, ''),
    staleAfterMs: e.STALE_AFTER_MS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    registerCaptcha: e.REGISTER_CAPTCHA,
    // A production database gets no free money unless asked for: DEMO_USER=on.
    demoUser: e.DEMO_USER === undefined ? e.DATABASE_URL === undefined : e.DEMO_USER === 'on',
    webDist: path.resolve(rootDir, e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    wsMaxConnectionsPerIp: e.WS_MAX_CONNECTIONS_PER_IP,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    wsUserSessionRecheckMs: e.WS_USER_SESSION_RECHECK_MS,
    withdrawalSecondApprovalFrom: e.WITHDRAWAL_SECOND_APPROVAL_FROM,
    dataEncryptionKeys: e.DATA_ENCRYPTION_KEY
      ? { current: e.DATA_ENCRYPTION_KEY, previous: e.DATA_ENCRYPTION_KEY_PREVIOUS }
      : undefined,
  };
}
