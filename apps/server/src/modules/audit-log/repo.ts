import type { AuditQuery } from '@halcyon/api';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { AuditLogTable } from '../../platform/db-schema-console.ts';
import type { AuditRecord } from './append.ts';
import type { ChainedContent } from './chain.ts';

/** A row as the log holds it: what its hash covers, and the hash. */
export type AuditRow = ChainedContent & { hash: string };

export async function lockAuditLog(db: Db): Promise<void> {
  // One writer at a time: each row needs the hash of the one before it (released at commit).
  await sql`select pg_advisory_xact_lock(hashtext('halcyon:audit-log'))`.execute(db);
}

export async function lastAuditLink(db: Db): Promise<{ seq: number; hash: string } | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select([sql<string>`seq::text`.as('seq'), 'hash'])
    .orderBy('audit_log.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { seq: Number(row.seq), hash: row.hash };
}

/** jsonb parameters go in as JSON text (both drivers), so a string value is not mistaken for JSON. */
function jsonParam(value: unknown) {
  return value === undefined || value === null ? null : sql`${JSON.stringify(value)}::jsonb`;
}

/** Whether the log holds this record's action on its target, with its details, by its operator after `since`. */
export async function sameRowSince(db: Db, record: AuditRecord, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('seq')
    .where('action', '=', record.action)
    .where('at', '>', since)
    .where(sql<boolean>`target_type is not distinct from ${record.targetType ?? null}`)
    .where(sql<boolean>`target_id is not distinct from ${record.targetId ?? null}`)
    .where(sql<boolean>`operator_id is not distinct from ${record.actor.operatorId}`)
    .where(sql<boolean>`after is not distinct from ${jsonParam(record.after)}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      seq: String(row.seq),
      at: row.at,
      operator_id: row.operatorId,
      operator_email: row.operatorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: jsonParam(row.before),
      after: jsonParam(row.after),
      ip: row.ip,
      user_agent: row.userAgent,
      prev_hash: row.prevHash,
      hash: row.hash,
    })
    .execute();
}

const COLUMNS = [
  sql<string>`seq::text`.as('seq'),
  'at',
  'operator_id',
  'operator_email',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
  'user_agent',
  'prev_hash',
  'hash',
] as const;

function toRow(row: Selectable<AuditLogTable>): AuditRow {
  return {
    seq: Number(row.seq),
    at: row.at,
    operatorId: row.operator_id,
    operatorEmail: row.operator_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.user_agent,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/** Rows after `afterSeq` in chain order, `limit` at a time (the verifier walks the whole log). */
export async function auditRowsAfter(db: Db, afterSeq: number, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(COLUMNS)
    .where('seq', '>', String(afterSeq))
    .orderBy('audit_log.seq', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function searchAuditRows(
  db: Db,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  let filtered = db.selectFrom('audit_log');
  if (query.operatorId) filtered = filtered.where('operator_id', '=', query.operatorId);
  if (query.action) filtered = filtered.where('action', '=', query.action);
  if (query.targetType) filtered = filtered.where('target_type', '=', query.targetType);
  if (query.targetId) filtered = filtered.where('target_id', '=', query.targetId);
  if (query.from !== undefined) filtered = filtered.where('at', '>=', new Date(query.from));
  if (query.to !== undefined) filtered = filtered.where('at', '<', new Date(query.to));
  const [rows, count] = await Promise.all([
    filtered
      .select(COLUMNS)
      .orderBy('audit_log.seq', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.count) };
}
