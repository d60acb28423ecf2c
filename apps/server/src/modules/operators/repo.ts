import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

export type OperatorCredentials = { id: string; email: string; passwordHash: string };

export async function lockOperatorsTable(db: Db): Promise<void> {
  // Serialises first-start seeding across instances sharing one database (released at commit).
  await sql`select pg_advisory_xact_lock(hashtext('halcyon:operators:seed'))`.execute(db);
}

export async function countOperators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('count'))
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

export async function insertOperator(
  db: Db,
  operator: { id: string; email: string; passwordHash: string; at: Date },
): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      id: operator.id,
      email: operator.email,
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
