import { ADMIN_API_PREFIX, ADMIN_SESSION, ADMIN_SESSION_COOKIE } from '@halcyon/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The operator's session cookie from the Cookie header (base64url tokens need no decoding). */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ADMIN_SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), scoped to /api/admin
 * (never sent to /api/uniapp), Secure when the console is served over https.
 */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  const maxAge = Math.floor(ADMIN_SESSION.absoluteTtlMs / 1000);
  reply.header('set-cookie', cookieText(request, `${ADMIN_SESSION_COOKIE}=${token}`, maxAge));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.header('set-cookie', cookieText(request, `${ADMIN_SESSION_COOKIE}=`, 0));
}

function cookieText(request: FastifyRequest, pair: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${pair}; Path=${ADMIN_API_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}
