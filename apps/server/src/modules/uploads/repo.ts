import type { UploadType } from '@halcyon/api';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { UploadTable } from '../../platform/db-schema-finance.ts';

export type UploadRow = Selectable<UploadTable>;

export async function insertUpload(db: Db, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The ids of every upload whose stored bytes are those of upload `id` (itself included; none when it does
 * not exist), whoever uploaded them. Uploads are re-encoded, and the same image re-encodes to the same
 * bytes, so this finds one picture uploaded again. Read under a lock on those bytes (by their hash) held
 * until the caller's transaction ends: transactions asking about the same bytes run one at a time, each
 * seeing what the one before it committed (e.g. a deposit placed with another upload of the image).
 */
export async function uploadsWithSameBytes(db: Db, id: string): Promise<string[]> {
  const file = await db.selectFrom('uploads').select('sha256').where('id', '=', id).executeTakeFirst();
  if (!file) return [];
  await sql`select pg_advisory_xact_lock(hashtext(${`halcyon:upload-bytes:${file.sha256}`}))`.execute(db);
  const rows = await db.selectFrom('uploads').select('id').where('sha256', '=', file.sha256).execute();
  return rows.map((row) => row.id);
}

/** Serialises one person's (or one operator's) uploads being recorded, until the transaction ends. */
export async function lockUploader(db: Db, by: { userId: string } | { operatorId: string }): Promise<void> {
  const key = 'userId' in by ? `user:${by.userId}` : `operator:${by.operatorId}`;
  await sql`select pg_advisory_xact_lock(hashtext(${`halcyon:uploads:${key}`}))`.execute(db);
}

/** Uploads one person (or one operator) made since `since`: the hourly limit counts them. */
export async function countUploadsSince(
  db: Db,
  by: { userId: string } | { operatorId: string },
  since: Date,
): Promise<number> {
  const [column, id] =
    'userId' in by ? (['user_id', by.userId] as const) : (['operator_id', by.operatorId] as const);
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', id)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks the upload as referenced (first reference wins; a retried order may point at the same proof), only
 * when it is the caller's, of the expected type and not deleted. False otherwise. Being an UPDATE, it holds
 * the row's lock until the caller's transaction ends, even when `used_by` was already set.
 */
export async function claimUpload(
  db: Db,
  claim: { id: string; userId: string; type: UploadType; usedBy: string },
): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set((eb) => ({ used_by: eb.fn.coalesce('used_by', eb.val(claim.usedBy)) }))
    .where('id', '=', claim.id)
    .where('user_id', '=', claim.userId)
    .where('type', '=', claim.type)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An operator's upload used in a reply to `recipientId`: only the uploading operator's, of the expected
 * type, not deleted, and not sent to anyone else before (the first recipient keeps it; the same person
 * may be sent it again).
 */
export async function claimOperatorUpload(
  db: Db,
  claim: { fileId: string; operatorId: string; type: UploadType; recipientId: string; usedBy: string },
): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set((eb) => ({
      used_by: eb.fn.coalesce('used_by', eb.val(claim.usedBy)),
      recipient_id: claim.recipientId,
    }))
    .where('id', '=', claim.fileId)
    .where('operator_id', '=', claim.operatorId)
    .where('type', '=', claim.type)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('recipient_id', 'is', null), eb('recipient_id', '=', claim.recipientId)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Unreferenced uploads created before `before`, oldest first. */
export async function listUnusedBefore(db: Db, before: Date, limit: number): Promise<UploadRow[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('used_by', 'is', null)
    .where('deleted_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Guarded: an upload claimed meanwhile is not deleted. */
export async function markDeleted(db: Db, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('used_by', 'is', null)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Live uploads after `afterId` in id order, a page at a time: the sealing of files stored before sealing. */
export async function listStoredAfter(
  db: Db,
  afterId: string,
  limit: number,
): Promise<Pick<UploadRow, 'id' | 'storage_key'>[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'storage_key'])
    .where('id', '>', afterId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Points an upload at its new copy, only if it still points at `from` (guarded against a parallel run). */
export async function moveStorageKey(db: Db, id: string, from: string, to: string): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set({ storage_key: to })
    .where('id', '=', id)
    .where('storage_key', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
