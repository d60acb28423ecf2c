import { ADMIN_PERMISSIONS, type AdminRoles, OPERATOR_ROLES, roleAllows } from '@halcyon/api';

/**
 * What each role may do, read from the same table the guard checks every request against, so the console's
 * roles panel cannot say other than what the server enforces.
 */
export function roleTable(): AdminRoles {
  return {
    roles: OPERATOR_ROLES.map((role) => ({
      role,
      permissions: ADMIN_PERMISSIONS.filter((permission) => roleAllows(role, permission)),
    })),
  };
}
