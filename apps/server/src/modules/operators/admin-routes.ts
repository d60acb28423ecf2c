import {
  adminOperatorResponse,
  adminOperatorsQuery,
  adminOperatorsResponse,
  adminRolesResponse,
  changeOperatorRoleRequest,
  invitationIdParams,
  inviteOperatorRequest,
  inviteOperatorResponse,
  operatorIdParams,
  revokeInvitationResponse,
  roleAllows,
} from '@halcyon/api';
import { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
import type { App } from '../../platform/app-types.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { localeOf } from '../../platform/i18n.ts';
import type { OperatorManagement } from './management.ts';
import { roleTable } from './role-table.ts';

const tags = ['admin'];
const manage = requires('operators.manage');

/**
 * Owners manage operators: list, invite, revoke invitations, change role, disable or enable, reset TOTP; and
 * read what each role may do (every operator, what their own may).
 */
export function operatorAdminRoutes(app: App, management: OperatorManagement): void {
  app.get(
    '/operators',
    {
      config: manage,
      schema: { tags, querystring: adminOperatorsQuery, response: envelopeResponses(adminOperatorsResponse) },
    },
    async (request) => ok(await management.list(request.query)),
  );
  // Read-only: who may do what. Every role for the owner choosing one (the roles panel of the operators
  // page); any other operator reads what their own role may do, and not what the others' may.
  app.get(
    '/operators/roles',
    { config: requires('signed-in'), schema: { tags, response: envelopeResponses(adminRolesResponse) } },
    async (request) => {
      const { role } = operatorOf(request);
      return ok(roleTable(roleAllows(role, 'operators.manage') ? undefined : role));
    },
  );
  app.post(
    '/operators',
    {
      config: manage,
      schema: { tags, body: inviteOperatorRequest, response: envelopeResponses(inviteOperatorResponse) },
    },
    async (request) => {
      // The link goes back to the console this owner is using.
      const origin = `${request.protocol}://${request.host}`;
      const locale = localeOf(request.headers['accept-language']);
      const invitation = await management.invite(auditActorOf(request), request.body, origin, locale);
      return ok({ invitation });
    },
  );
  // Whoever may invite may take an invitation back (a mistyped address, a person who should not join).
  app.post(
    '/operators/invitations/:id/revoke',
    {
      config: manage,
      schema: { tags, params: invitationIdParams, response: envelopeResponses(revokeInvitationResponse) },
    },
    async (request) =>
      ok({ invitation: await management.revokeInvitation(auditActorOf(request), request.params.id) }),
  );
  app.post(
    '/operators/:id/role',
    {
      config: manage,
      schema: {
        tags,
        params: operatorIdParams,
        body: changeOperatorRoleRequest,
        response: envelopeResponses(adminOperatorResponse),
      },
    },
    async (request) =>
      ok({
        operator: await management.changeRole(auditActorOf(request), request.params.id, request.body.role),
      }),
  );
  for (const [action, run] of [
    ['disable', management.disable],
    ['enable', management.enable],
    ['reset-totp', management.resetTotp],
  ] as const) {
    app.post(
      `/operators/:id/${action}`,
      {
        config: manage,
        schema: { tags, params: operatorIdParams, response: envelopeResponses(adminOperatorResponse) },
      },
      async (request) => ok({ operator: await run(auditActorOf(request), request.params.id) }),
    );
  }
}
