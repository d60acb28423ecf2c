import {
  adminUserDetail,
  adminUserIdParams,
  adminUserStatusResponse,
  adminUsersQuery,
  adminUsersResponse,
  freezeUserRequest,
  roleAllows,
} from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import type { UsersAdmin } from './admin-service.ts';

const tags = ['admin'];

/** Whether this operator sees people's e-mails and sign-in addresses whole (and may search by e-mail). */
const seesPersonal = (request: FastifyRequest) => roleAllows(operatorOf(request).role, 'users.personal');

/** Operators find users, read everything about one (never a secret), and freeze or unfreeze them. */
export function usersAdminRoutes(app: App, admin: UsersAdmin): void {
  app.get(
    '/users',
    {
      config: requires('users.read'),
      schema: { tags, querystring: adminUsersQuery, response: envelopeResponses(adminUsersResponse) },
    },
    async (request) => ok(await admin.list(request.query, seesPersonal(request))),
  );
  app.get(
    '/users/:id',
    {
      config: requires('users.read'),
      schema: { tags, params: adminUserIdParams, response: envelopeResponses(adminUserDetail) },
    },
    async (request) =>
      ok(await admin.detail(auditActorOf(request), request.params.id, seesPersonal(request))),
  );
  app.post(
    '/users/:id/freeze',
    {
      config: requires('users.freeze'),
      schema: {
        tags,
        params: adminUserIdParams,
        body: freezeUserRequest,
        response: envelopeResponses(adminUserStatusResponse),
      },
    },
    async (request) => ok(await admin.freeze(auditActorOf(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/users/:id/unfreeze',
    {
      config: requires('users.freeze'),
      schema: {
        tags,
        params: adminUserIdParams,
        body: freezeUserRequest,
        response: envelopeResponses(adminUserStatusResponse),
      },
    },
    async (request) =>
      ok(await admin.unfreeze(auditActorOf(request), request.params.id, request.body.reason)),
  );
}
