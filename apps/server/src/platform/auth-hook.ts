import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type AuthContext = { userId: string; sessionId: string };

/**
 * Turns a bearer token into the caller, or throws the AppError that explains why not. With
 * `acceptExpired`, a token that is only past its 2 h lifetime still identifies its session.
 */
export type Authenticate = (token: string, options: { acceptExpired: boolean }) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Logout: ending a session must work after its access token ran out, not leave it alive. */
    acceptExpiredToken?: boolean;
  }
}

export function declareAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

export function bearerTokenOf(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Applied once to a route group: every route registered in `scope` requires a valid access token.
 * onRequest, so an anonymous caller learns nothing from validation errors of protected routes.
 */
export function requireAuthentication(scope: FastifyInstance, authenticate: Authenticate): void {
  scope.addHook('onRequest', async (request) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.auth = await authenticate(token, {
      acceptExpired: request.routeOptions.config.acceptExpiredToken === true,
    });
  });
}

/** The caller of a route inside an authenticated group. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
