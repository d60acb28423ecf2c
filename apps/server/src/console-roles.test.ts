import { OPERATOR_ROLES, type OperatorRole, ROLE_PERMISSIONS } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminRequest,
  type OperatorSession,
  OWNER_ENV,
  operatorWithRole,
  signInOwner,
} from '../test/admin-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { backends } from '../test/test-database.ts';
import { PERMISSION_NOTE } from './modules/operators/index.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AdminRoute = { method: Method; path: string; access: string };

/** Every /api/admin route of the OpenAPI document with the permission it declares there. */
async function adminRoutes(t: ReturnType<typeof useTestApp>): Promise<AdminRoute[]> {
  const document = (await t.get('/api/docs/json')).body as {
    paths: Record<string, Record<string, { description?: string; tags?: string[] }>>;
  };
  const routes: AdminRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith(`${ADMIN}/`)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const access = operation.description?.split(PERMISSION_NOTE)[1]?.trim();
      routes.push({ method: method.toUpperCase() as Method, path, access: access ?? 'UNDECLARED' });
      expect(operation.tags, `${method} ${path} is not in the admin tag`).toContain('admin');
    }
  }
  return routes;
}

/** Path parameters filled with values that name nothing, so a permitted call changes nothing. */
function concrete(path: string): string {
  return path
    .replace(/\{symbol\}/g, 'NOPEUSDT')
    .replace(/\{[^}]+\}/g, 'no-such-id')
    .slice(ADMIN.length);
}

// The roles-by-routes table: every admin route, every role; 403 exactly when the role lacks the permission.
describe.each(backends)('roles by routes ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('walks every admin route of the OpenAPI document with every role', async () => {
    const owner = await signInOwner(t);
    const sessions = new Map<OperatorRole, OperatorSession>([['owner', owner]]);
    for (const role of OPERATOR_ROLES) {
      if (role !== 'owner') sessions.set(role, await operatorWithRole(t, owner, role));
    }
    const routes = await adminRoutes(t);
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((route) => route.access === 'UNDECLARED');
    expect(undeclared, 'admin routes without a declared permission').toEqual([]);

    const table: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') continue;
      // Logout would end the session the rest of the walk uses; it is 'signed-in' like /auth/me.
      if (route.path.endsWith('/auth/logout')) continue;
      const anonymous = await adminRequest(t, route.method, concrete(route.path), {});
      expect(anonymous.status, `${route.method} ${route.path} without a session`).toBe(401);
      for (const role of OPERATOR_ROLES) {
        const allowed =
          route.access === 'signed-in' || ROLE_PERMISSIONS[role].includes(route.access as never);
        const reply = await adminRequest(
          t,
          route.method,
          concrete(route.path),
          {},
          { session: sessions.get(role) },
        );
        table.push(`${route.method} ${route.path} ${role}: ${reply.status}`);
        if (allowed) {
          expect(
            [401, 403],
            `${route.method} ${route.path} as ${role}: ${JSON.stringify(reply.body)}`,
          ).not.toContain(reply.status);
        } else {
          expect(reply.status, `${route.method} ${route.path} as ${role}`).toBe(403);
          expect(reply.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      }
    }
    expect(table.length).toBeGreaterThan(100);
  });
});
