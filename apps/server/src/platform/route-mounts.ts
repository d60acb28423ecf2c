import type { App } from './app-types.ts';
import { type Authenticate, requireAuthentication } from './auth-hook.ts';

/** Registers a module's routes into a scope that the mount prepared (prefix, authentication hook). */
export type RouteRegistrar = (scope: App) => void | Promise<void>;

/**
 * Where a module's plugin mounts its routes. The app wiring decides prefixes and authentication once; a
 * module only says which kind each of its route files is:
 * - `public`: anonymous user-facing routes under /api/uniapp;
 * - `member`: user routes under /api/uniapp behind the access-token hook (request.auth is set);
 * - `admin`: operator routes (a module's admin-routes.ts) under /api/admin behind the operator hook.
 */
export type RouteMounts = {
  public(routes: RouteRegistrar): Promise<void>;
  member(routes: RouteRegistrar): Promise<void>;
  admin(routes: RouteRegistrar): Promise<void>;
};

/**
 * Applied once to the /api/admin scope: every route in it requires an operator, as requireAuthentication
 * does for users. The operators module provides it; each admin route also declares its permission.
 */
export type AdminGuard = (scope: App) => void | Promise<void>;

/** Every module plugin receives how routes are authenticated beside its own dependencies. */
export type ModulePluginOptions<Deps> = Deps & { routeAuth: RouteAuth };

/** A module's Fastify plugin: its index.ts exports one, and api-routes.ts registers it. */
export type ModulePlugin<Deps> = (app: App, options: ModulePluginOptions<Deps>) => Promise<void>;

/**
 * Makes a module's plugin: `register` mounts the module's route files (and may add hooks to `app`, the
 * plugin's own encapsulated instance).
 */
export function modulePlugin<Deps>(
  register: (mounts: RouteMounts, deps: Deps, app: App) => Promise<void>,
): ModulePlugin<Deps> {
  return async (app, options) => register(createRouteMounts(app, options.routeAuth), options, app);
}

export const API_PREFIX = '/api/uniapp';
export const ADMIN_PREFIX = '/api/admin';

export type RouteAuth = {
  /** Checks a user's bearer token (the auth module's sessions). */
  authenticate: Authenticate;
  /** The operator hook; until the app has one, mounting an admin route fails at startup (closed, not open). */
  adminGuard?: AdminGuard;
};

/**
 * Mounts bound to a module plugin's instance. Each call registers a child scope of its own, so a hook one
 * module adds never reaches another module's routes.
 */
export function createRouteMounts(instance: App, deps: RouteAuth): RouteMounts {
  return {
    public: async (routes) => {
      await instance.register(async (scope) => routes(scope), { prefix: API_PREFIX });
    },
    member: async (routes) => {
      await instance.register(
        async (scope) => {
          // onRequest, so an anonymous caller learns nothing from validation errors of protected routes.
          requireAuthentication(scope, deps.authenticate);
          await routes(scope);
        },
        { prefix: API_PREFIX },
      );
    },
    admin: async (routes) => {
      const guard = deps.adminGuard;
      if (!guard) throw new Error('admin routes mounted without an operator guard (adminGuard)');
      await instance.register(
        async (scope) => {
          await guard(scope);
          await routes(scope);
        },
        { prefix: ADMIN_PREFIX },
      );
    },
  };
}
