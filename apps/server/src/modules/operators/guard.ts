import { ADMIN_CSRF_HEADER, roleAllows } from '@halcyon/api';
import { type AdminAccess, declareOperator } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminGuard } from '../../platform/route-mounts.ts';
import { sessionCookieOf } from './cookie.ts';
import type { OperatorSessions } from './operator-sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How an admin route's permission reads in its OpenAPI description. */
export const PERMISSION_NOTE = 'Operator permission: ';

/**
 * The hook of every /api/admin scope. Only the session cookie counts (a user's bearer token is ignored
 * here, just as /api/uniapp ignores cookies); a state-changing request also needs the CSRF header; then the
 * route's declared permission is checked against the operator's role. A route that declares nothing makes
 * the server refuse to start.
 */
export function createAdminGuard(sessions: OperatorSessions): AdminGuard {
  return (scope: App) => {
    declareOperator(scope);
    scope.addHook('onRoute', (route) => {
      const access = (route.config as { adminPermission?: AdminAccess } | undefined)?.adminPermission;
      if (access === undefined) {
        throw new Error(
          `admin route ${String(route.method)} ${route.url} declares no permission (config: requires(...))`,
        );
      }
      // Documented where integrators and the roles-by-routes test read it: the OpenAPI document.
      if (route.schema) {
        const said = route.schema.description ? `${route.schema.description}\n\n` : '';
        route.schema = {
          ...route.schema,
          description: `${said}${PERMISSION_NOTE}${access}`,
          ...(access === 'public' ? {} : { security: [{ operatorSession: [] }] }),
        };
      }
    });
    scope.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.adminPermission;
      // undefined: no route matched (the 404 handler answers); 'public': sign-in and its steps.
      if (access === undefined || access === 'public') return;
      const token = sessionCookieOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const session = await sessions.authenticate(token);
      if (!SAFE_METHODS.has(request.method)) {
        const header = request.headers[ADMIN_CSRF_HEADER];
        if (!sessions.csrfMatches(token, typeof header === 'string' ? header : undefined)) {
          throw new AppError('CSRF_TOKEN_INVALID');
        }
      }
      request.operator = {
        id: session.id,
        email: session.email,
        name: session.name,
        role: session.role,
        sessionId: session.sessionId,
      };
      if (access !== 'signed-in' && !roleAllows(session.role, access)) throw new AppError('FORBIDDEN');
    });
  };
}
