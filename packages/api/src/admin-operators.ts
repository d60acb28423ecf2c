import { z } from 'zod';
import {
  adminPermission,
  operatorEmailField,
  operatorNameField,
  operatorRole,
  operatorStatus,
} from './admin-auth.ts';
import { pagination, paginationQuery } from './envelope.ts';

/** An operator as the operators page lists it (owner only); never a hash or a secret. */
export const adminOperator = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  status: operatorStatus,
  totpEnrolled: z.boolean(),
  lastLoginAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type AdminOperator = z.infer<typeof adminOperator>;

export const adminInvitation = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRole,
  invitedBy: z.string().nullable(),
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminInvitation = z.infer<typeof adminInvitation>;

export const ADMIN_OPERATOR_SORTS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const;

/** GET /api/admin/operators: `query` is part of a name or an e-mail address; paged and sorted by the server. */
export const adminOperatorsQuery = paginationQuery.extend({
  query: z.string().trim().max(128).optional(),
  sort: z.enum(ADMIN_OPERATOR_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminOperatorsQuery = z.infer<typeof adminOperatorsQuery>;

/**
 * A page of operators, and every invitation not yet accepted nor expired (a short list that lives a day:
 * neither paged nor searched).
 */
export const adminOperatorsResponse = z.object({
  items: z.array(adminOperator),
  pagination,
  invitations: z.array(adminInvitation),
});

/** POST /api/admin/operators: invites by e-mail (a one-time link valid 24 h). */
export const inviteOperatorRequest = z.object({
  email: operatorEmailField,
  name: operatorNameField,
  role: operatorRole,
});
export const inviteOperatorResponse = z.object({ invitation: adminInvitation });

export const operatorIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/admin/operators/invitations/{id}/revoke: the link stops working; answers the invitation. */
export const invitationIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export const revokeInvitationResponse = z.object({ invitation: adminInvitation });

/** POST /api/admin/operators/{id}/role. */
export const changeOperatorRoleRequest = z.object({ role: operatorRole });

/** Answer of role change, disable, enable and TOTP reset: the operator as it is now. */
export const adminOperatorResponse = z.object({ operator: adminOperator });

/**
 * GET /api/admin/operators/roles: what each role may do, every role in OPERATOR_ROLES order, its permissions
 * in ADMIN_PERMISSIONS order: read from ROLE_PERMISSIONS, the table the server checks every request against.
 * Every role for an operator with operators.manage (owners choosing a role); the operator's own role only for
 * the others.
 */
export const adminRolesResponse = z.object({
  roles: z.array(z.object({ role: operatorRole, permissions: z.array(adminPermission) })),
});
export type AdminRoles = z.infer<typeof adminRolesResponse>;
