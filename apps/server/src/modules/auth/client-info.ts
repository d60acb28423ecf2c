import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './session-service.ts';

/** Kept with a session so a person can later recognise their logins ("Chrome on Android, 1.2.3.4"). */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}
