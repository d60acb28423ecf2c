import type { AdminOperatorsQuery, OperatorRole, OperatorStatus } from '@halcyon/api';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { escapeLike, offsetOf } from '../../platform/paging.ts';

export type OperatorCredentials = { id: string; email: string; passwordHash: string };

/** An operator row as the services use it; the sealed TOTP secrets never leave this module. */
export type OperatorRecord = {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  status: OperatorStatus;
  passwordHash: string;
  totpSealed: string | null;
  totpPendingSealed: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const RECORD_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'status',
  'password_hash',
  'totp_secret_sealed',
  'totp_pending_sealed',
  'last_login_at',
  'created_at',
] as const;

type RecordRow = {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  status: OperatorStatus;
  password_hash: string;
  totp_secret_sealed: string | null;
  totp_pending_sealed: string | null;
  last_login_at: Date | null;
  created_at: Date;
};

function toRecord(row: RecordRow): OperatorRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    passwordHash: row.password_hash,
    totpSealed: row.totp_secret_sealed,
    totpPendingSealed: row.totp_pending_sealed,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

export async function lockOperatorsTable(db: Db): Promise<void> {
  // Serialises seeding and owner changes across instances sharing one database (released at commit).
  await sql`select pg_advisory_xact_lock(hashtext('halcyon:operators:seed'))`.execute(db);
}

export async function countOperators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countActiveOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorCredentials | undefined> {
  const row = await db
    .selectFrom('operators')
    .select(['id', 'email', 'password_hash'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export async function findOperatorRecordByEmail(db: Db, email: string): Promise<OperatorRecord | undefined> {
  const row = await db
    .selectFrom('operators')
    .select(RECORD_COLUMNS)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function findOperatorRecord(db: Db, id: string): Promise<OperatorRecord | undefined> {
  const row = await db.selectFrom('operators').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

const SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'name',
  email: 'email',
  lastLoginAt: 'last_login_at',
} as const;

/** Owners find operators by part of a name or an e-mail address; paged and sorted in SQL. */
export async function searchOperatorRecords(
  db: Db,
  query: AdminOperatorsQuery,
): Promise<{ records: OperatorRecord[]; total: number }> {
  let filtered = db.selectFrom('operators');
  const text = query.query?.trim();
  if (text) {
    const part = `%${escapeLike(text.toLowerCase())}%`;
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', part), eb(sql`lower(email)`, 'like', part)]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .select(RECORD_COLUMNS)
      // Never signed in sorts last either way.
      .orderBy(SORT_COLUMNS[query.sort], (ob) => (query.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('id')
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(toRecord), total: Number(count.count) };
}

export async function insertOperator(
  db: Db,
  operator: { id: string; email: string; passwordHash: string; at: Date; role?: OperatorRole; name?: string },
): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      id: operator.id,
      email: operator.email,
      name: operator.name ?? '',
      role: operator.role ?? 'owner',
      password_hash: operator.passwordHash,
      created_at: operator.at,
      updated_at: operator.at,
    })
    .execute();
}

export async function setOperatorPassword(db: Db, id: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function updateOperator(
  db: Db,
  id: string,
  changes: { role?: OperatorRole; status?: OperatorStatus; lastLoginAt?: Date },
  at: Date,
): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.lastLoginAt ? { last_login_at: changes.lastLoginAt } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export async function setPendingTotp(db: Db, id: string, sealed: string, at: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_pending_sealed: sealed, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The pending secret becomes the operator's, its first code spent. */
export async function confirmTotp(db: Db, id: string, sealed: string, step: number, at: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      totp_secret_sealed: sealed,
      totp_pending_sealed: null,
      totp_last_step: String(step),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Spends a TOTP step: succeeds only if no code of this step or a later one was used, atomically, so the
 * same code presented twice (even in parallel) signs in once.
 */
export async function spendTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: String(step) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearTotp(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('operators')
    .set({ totp_secret_sealed: null, totp_pending_sealed: null, totp_last_step: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}
