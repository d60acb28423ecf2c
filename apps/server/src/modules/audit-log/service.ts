import type { AuditEntry, AuditQuery, AuditVerifyResponse } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type AuditRow, searchAuditRows } from './repo.ts';
import { verifyChain } from './verify.ts';

function toEntry(row: AuditRow): AuditEntry {
  return {
    seq: row.seq,
    at: row.at.getTime(),
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    userAgent: row.userAgent,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

export function createAuditLogService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async search(query: AuditQuery) {
      const { rows, total } = await searchAuditRows(db, query);
      return {
        items: rows.map(toEntry),
        pagination: {
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },
    async verify(): Promise<AuditVerifyResponse> {
      const verdict = await verifyChain(db);
      return {
        ok: verdict.ok,
        rows: verdict.rows,
        firstBrokenSeq: verdict.firstBrokenSeq,
        checkedAt: clock.now(),
      };
    },
  };
}
