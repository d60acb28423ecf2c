import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { KycSubmissionTable } from '../../platform/db-schema-identity.ts';

export type SubmissionRow = Selectable<KycSubmissionTable>;

export async function latestSubmission(db: Db, userId: string): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertSubmission(db: Db, row: SubmissionRow): Promise<void> {
  await db.insertInto('kyc_submissions').values(row).execute();
}

export async function findSubmissionForUpdate(db: Db, id: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom('kyc_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function decide(
  db: Db,
  id: string,
  decision: { status: 'verified' | 'rejected'; reason: string | null; operatorId: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('kyc_submissions')
    .set({
      status: decision.status,
      reject_reason: decision.reason,
      reviewed_by: decision.operatorId,
      reviewed_at: decision.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function withPerson(db: Db) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .selectAll('k')
    .select(['u.uid', 'u.account', 'u.email']);
}

export type ReviewRow = SubmissionRow & { uid: string; account: string; email: string };

/** One submission as compliance reviews it, whatever its status (the review dialog follows it). */
export async function findReviewSubmission(db: Db, id: string): Promise<ReviewRow | undefined> {
  return withPerson(db).where('k.id', '=', id).executeTakeFirst();
}

export async function listSubmissions(
  db: Db,
  status: 'pending' | 'verified' | 'rejected',
): Promise<ReviewRow[]> {
  return withPerson(db)
    .where('k.status', '=', status)
    .orderBy('k.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();
}
