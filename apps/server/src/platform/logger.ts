import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config.ts';
import { censorSecrets } from './log-secrets.ts';

/** Typed as Fastify's logger so the app keeps Fastify's default logger generic. */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  const options = { level, hooks: { streamWrite: censorSecrets } };
  return destination ? pino(options, destination) : pino(options);
}
