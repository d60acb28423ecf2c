import { type AdminOperator, type AdminSelf, ROLE_PERMISSIONS } from '@halcyon/api';
import type { OperatorRecord } from './repo.ts';

export function toSelf(
  operator: Pick<OperatorRecord, 'id' | 'email' | 'name' | 'role' | 'lastLoginAt'>,
): AdminSelf {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
    lastLoginAt: operator.lastLoginAt?.getTime() ?? null,
  };
}

/** The operators page's row: never the password hash or a TOTP secret, only whether one is set. */
export function toAdminOperator(operator: OperatorRecord): AdminOperator {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    status: operator.status,
    totpEnrolled: operator.totpSealed !== null,
    lastLoginAt: operator.lastLoginAt?.getTime() ?? null,
    createdAt: operator.createdAt.getTime(),
  };
}
