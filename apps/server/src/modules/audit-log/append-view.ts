import type { Db } from '../../platform/db.ts';
import { type AuditRecord, appendAudit } from './append.ts';
import { lockAuditLog, sameRowSince } from './repo.ts';

/**
 * How long one operator's look at one thing of a person's counts as one view. The console re-reads an open
 * review every 15 s (another operator may decide it meanwhile); a row for each re-read would bury the
 * decisions around it under hundreds of identical lines an hour.
 */
export const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

/**
 * Records an operator's read of a person's data (`identity.view`, `uploads.view`): the first read of the
 * same thing (the same action, target and details) by the same operator within VIEW_AUDIT_WINDOW_MS is
 * written, later ones in that window are part of the same view. Under the log's lock, so two parallel reads
 * record one row.
 */
export async function appendViewAudit(db: Db, record: AuditRecord): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => appendViewAudit(trx, record));
  await lockAuditLog(db);
  const since = new Date(record.at.getTime() - VIEW_AUDIT_WINDOW_MS);
  if (await sameRowSince(db, record, since)) return;
  await appendAudit(db, record);
}
