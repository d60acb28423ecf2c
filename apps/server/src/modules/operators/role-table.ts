import {
  ADMIN_PERMISSIONS,
  type AdminRoles,
  OPERATOR_ROLES,
  type OperatorRole,
  roleAllows,
} from '@halcyon/api';

/**
 * What each role may do (or only the role `only`), read from the same table the guard checks every request
 * against, so the console's roles panel cannot say other than what the server enforces.
 */
export function roleTable(only?: OperatorRole): AdminRoles {
  return {
    roles: OPERATOR_ROLES.filter((role) => only === undefined || role === only).map((role) => ({
      role,
      permissions: ADMIN_PERMISSIONS.filter((permission) => roleAllows(role, permission)),
    })),
  };
}
