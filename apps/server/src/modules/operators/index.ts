/**
 * The public face of the operators module: other modules and the app wiring import only this file.
 *
 * To add an operator route to a module: put it in the module's admin-routes.ts, declare the permission
 * with `config: requires('users.freeze')`, mount it with `mounts.admin(...)` in the module's plugin, and write
 * what it did to the audit log with `appendAudit(trx, { actor: auditActorOf(request), ... })` from
 * modules/audit-log/index.ts, in the same transaction as the change.
 */
export type { AdminAccess, OperatorContext } from '../../platform/admin-access.ts';
export { auditActorOf, operatorOf, requires } from '../../platform/admin-access.ts';
export { ADMIN_COMMAND_EXIT, runAdminCommand } from './admin-command.ts';
export { operatorDisplayName } from './display-name.ts';
export { ensureFirstOperator } from './first-operator.ts';
export { PERMISSION_NOTE } from './guard.ts';
export type { Operators } from './operators.ts';
export { createOperators } from './operators.ts';
export { operatorsPlugin } from './plugin.ts';
export { totpCodeAt } from './totp.ts';
