import type { Db } from './db.ts';

export type IdempotencyKeyRow = { route: string; requestHash: string; response: string | null };

/**
 * Claims (user, key) for this request: true when the row is new, or replaced an expired one. A key held
 * by a transaction still running makes this wait for it (the unique index), so the loser of a race sees
 * the winner's committed answer, or claims the key itself if the winner rolled back.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string; route: string; requestHash: string },
  at: Date,
  expiredBefore: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      route: claim.route,
      request_hash: claim.requestHash,
      response: null,
      created_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'key'])
        .doUpdateSet((eb) => ({
          route: eb.ref('excluded.route'),
          request_hash: eb.ref('excluded.request_hash'),
          response: null,
          created_at: eb.ref('excluded.created_at'),
        }))
        .where('idempotency_keys.created_at', '<', expiredBefore),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's row, unless it was claimed before `claimedSince` (then it has expired: a new claim replaces it). */
export async function findIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
  claimedSince?: Date,
): Promise<IdempotencyKeyRow | undefined> {
  let query = db
    .selectFrom('idempotency_keys')
    .select(['route', 'request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key);
  if (claimedSince) query = query.where('created_at', '>=', claimedSince);
  const row = await query.executeTakeFirst();
  return row && { route: row.route, requestHash: row.request_hash, response: row.response };
}

export async function storeIdempotentResponse(
  db: Db,
  userId: string,
  key: string,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/**
 * Deletes up to `limit` keys claimed before `expiredBefore` and says how many went. An expired key answers
 * nothing any more (a new claim replaces it), so only its stored replay remains: a copy of what a person was
 * answered, kept for nothing.
 */
export async function deleteExpiredIdempotencyKeys(
  db: Db,
  expiredBefore: Date,
  limit: number,
): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('user_id', 'key'),
        'in',
        selectFrom('idempotency_keys')
          .select(['user_id', 'key'])
          .where('created_at', '<', expiredBefore)
          .limit(limit)
          .$asTuple('user_id', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
