import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config.ts';

/**
 * Secrets that must never reach a log line even if someone logs a request body or headers:
 * bearer tokens, cookies, passwords, refresh tokens, e-mail codes and captcha answers.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.refreshToken',
  '*.emailCode',
  '*.captcha',
  'body.password',
  'body.oldPassword',
  'body.newPassword',
  'body.confirmPassword',
  'body.token',
  'body.refreshToken',
  'body.emailCode',
  'body.captcha',
];

/** Typed as Fastify's logger so the app keeps Fastify's default logger generic. */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
