import type { AdminPermission, OperatorRole } from '@halcyon/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * What an /api/admin route requires: a permission (checked against the operator's role), any signed-in
 * operator ('signed-in': /auth/me, logout), or nobody ('public': sign-in, enrolment, accepting an
 * invitation). Every admin route declares one; the operator guard refuses to start with a route that does not.
 */
export type AdminAccess = AdminPermission | 'signed-in' | 'public';

/** The operator behind a request on an admin route (set by the operators module's guard). */
export type OperatorContext = {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
  interface FastifyContextConfig {
    adminPermission?: AdminAccess;
  }
}

export function declareOperator(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('operator')) app.decorateRequest('operator', null);
}

/** Route options' `config` for an admin route: `app.post(url, { config: requires('users.freeze'), schema }, ...)`. */
export function requires(access: AdminAccess): { adminPermission: AdminAccess } {
  return { adminPermission: access };
}

/** The signed-in operator of a route behind the guard. */
export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}

/** Who did it, for the audit log: the operator, their IP and browser. */
export function auditActorOf(request: FastifyRequest) {
  const operator = request.operator;
  return {
    operatorId: operator?.id ?? null,
    operatorEmail: operator?.email ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}
