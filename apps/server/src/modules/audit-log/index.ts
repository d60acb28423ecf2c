/** The public face of the audit-log module: other modules and the app wiring import only this file. */
export type { AuditActor, AuditRecord } from './append.ts';
export { appendAudit } from './append.ts';
export { appendViewAudit, VIEW_AUDIT_WINDOW_MS } from './append-view.ts';
export { AUDIT_LOG_EXIT, checkAuditLog } from './audit-log-command.ts';
export { auditLogPlugin } from './plugin.ts';
export type { AuditLogService } from './service.ts';
export { createAuditLogService } from './service.ts';
export type { ChainVerdict } from './verify.ts';
export { verifyChain } from './verify.ts';
