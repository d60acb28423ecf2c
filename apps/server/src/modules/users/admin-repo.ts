import type { AdminUsersQuery, UserStatus } from '@halcyon/api';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { escapeLike, offsetOf } from '../../platform/paging.ts';
import type { UserRow } from './repo.ts';

/** A user row with the invitation code of their referrer (the code they signed up with). */
export type AdminUserRow = UserRow & { referrer_invitation_code: string | null };

const SORT_COLUMNS = {
  createdAt: 'u.created_at',
  account: 'u.account',
  email: 'u.email',
  uid: 'u.uid',
} as const;

/**
 * The order of the masked e-mails (first letter, then domain): sorting by the whole address would let an
 * operator who sees it masked read the hidden part off the rows' order.
 */
const MASKED_EMAIL_ORDER = sql`left(u.email, 1) || split_part(u.email, '@', 2)`;

/**
 * Operators search by account, uid or an invitation code, and by e-mail when `personal` (users.personal):
 * without it a guessed address must not find its owner. Paged and sorted in SQL.
 */
export async function searchUsers(
  db: Db,
  query: AdminUsersQuery,
  personal: boolean,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  let filtered = db.selectFrom('users as u').leftJoin('users as r', 'r.id', 'u.referrer_id');
  const text = query.query?.trim();
  if (text) {
    const prefix = `${escapeLike(text.toLowerCase())}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(u.account)`, 'like', prefix),
        ...(personal ? [eb(sql`lower(u.email)`, 'like', prefix)] : []),
        eb('u.uid', '=', text),
        eb('r.invitation_code', '=', text.toUpperCase()),
        eb('u.invitation_code', '=', text.toUpperCase()),
      ]),
    );
  }
  if (query.status) filtered = filtered.where('u.status', '=', query.status);
  const sortBy = query.sort === 'email' && !personal ? MASKED_EMAIL_ORDER : SORT_COLUMNS[query.sort];
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('u')
      .select('r.invitation_code as referrer_invitation_code')
      .orderBy(sortBy, query.order)
      .orderBy('u.id')
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.referrer_id')
    .selectAll('u')
    .select('r.invitation_code as referrer_invitation_code')
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export async function listReferrals(db: Db, referrerId: string, limit: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('referrer_id', '=', referrerId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Guarded: applies only while the user still has the status `from`; false when it did not. */
export async function setUserStatus(
  db: Db,
  id: string,
  change: { from: UserStatus; status: UserStatus; reason: string | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      status: change.status,
      frozen_reason: change.status === 'frozen' ? change.reason : null,
      frozen_at: change.status === 'frozen' ? change.at : null,
      updated_at: change.at,
    })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUsers(
  db: Db,
  since?: Date,
): Promise<{ total: number; frozen: number; since: number }> {
  const row = await db
    .selectFrom('users')
    .select([
      (eb) => eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where status = 'frozen')`.as('frozen'),
      sql<string>`count(*) filter (where created_at >= ${since ?? new Date(0)})`.as('since'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), frozen: Number(row.frozen), since: Number(row.since) };
}

export async function countPendingIdentityReviews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('real_name_status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
