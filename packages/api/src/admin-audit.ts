import { z } from 'zod';
import { pagination, paginationQuery } from './envelope.ts';

/**
 * The tamper-evident audit log: every operator action, append only, each row hashing its content and the
 * previous row's hash (SHA-256).
 */
export const auditEntry = z.object({
  /** Position in the chain, from 1. */
  seq: z.number().int(),
  at: z.number().int(),
  operatorId: z.string().nullable(),
  operatorEmail: z.string().nullable(),
  /** e.g. auth.login, auth.login_failed, operators.invite, users.freeze, config.pair_suspend. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/audit: newest first; `from`/`to` epoch ms. */
export const auditQuery = paginationQuery.extend({
  operatorId: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(128).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditListResponse = z.object({ items: z.array(auditEntry), pagination });

/** GET /api/admin/audit/verify: the whole chain recomputed. */
export const auditVerifyResponse = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  /** The first row whose hash or link does not match, when not ok. */
  firstBrokenSeq: z.number().int().nullable(),
  checkedAt: z.number().int(),
});
export type AuditVerifyResponse = z.infer<typeof auditVerifyResponse>;
