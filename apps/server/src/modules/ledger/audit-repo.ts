import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import type { LedgerAccountColumn } from '../../platform/db-schema.ts';

/** The audit's read-only queries. Amounts come back as NUMERIC text. */

export async function countJournal(db: Db): Promise<{ entries: number; lines: number; balances: number }> {
  const { rows } = await sql<{ entries: number; lines: number; balances: number }>`
    SELECT (SELECT count(*)::int FROM ledger_entries) AS entries,
           (SELECT count(*)::int FROM ledger_lines) AS lines,
           (SELECT count(*)::int FROM balances) AS balances`.execute(db);
  return rows[0] ?? { entries: 0, lines: 0, balances: 0 };
}

export type UnbalancedRow = { entryId: string; currency: string; sum: string };

export async function findUnbalancedEntries(db: Db): Promise<UnbalancedRow[]> {
  const { rows } = await sql<UnbalancedRow>`
    SELECT entry_id AS "entryId", currency, sum(amount)::text AS sum
    FROM ledger_lines
    GROUP BY entry_id, currency
    HAVING sum(amount) <> 0
    ORDER BY entry_id, currency`.execute(db);
  return rows;
}

/** A double entry has at least two lines; fewer means lines were lost or written outside the ledger. */
export async function findShortEntries(db: Db): Promise<{ entryId: string; lines: number }[]> {
  const { rows } = await sql<{ entryId: string; lines: number }>`
    SELECT e.id AS "entryId", count(l.id)::int AS lines
    FROM ledger_entries e LEFT JOIN ledger_lines l ON l.entry_id = e.id
    GROUP BY e.id
    HAVING count(l.id) < 2
    ORDER BY e.id`.execute(db);
  return rows;
}

/**
 * Lines whose entry, or whose user, does not exist. The database refuses to write such lines (migration
 * 0024); this checks what is stored, whatever wrote it.
 */
export async function findOrphanLines(
  db: Db,
): Promise<{ lineId: string; entryId: string; userId: string | null }[]> {
  const { rows } = await sql<{ lineId: string; entryId: string; userId: string | null }>`
    SELECT l.id::text AS "lineId", l.entry_id AS "entryId", l.user_id AS "userId"
    FROM ledger_lines l
    WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.id = l.entry_id)
      OR (l.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l.user_id))
    ORDER BY l.id`.execute(db);
  return rows;
}

export type BalanceComparisonRow = {
  userId: string;
  account: string | null;
  currency: string;
  journalAvailable: string;
  journalFrozen: string;
  tableAvailable: string | null;
  tableFrozen: string | null;
};

/**
 * Every (user, currency) where the balances table and the sum of the journal lines disagree, in either
 * direction: a row the journal does not explain, or journal lines without a row (a missing row is zero).
 */
export async function findBalanceDifferences(db: Db): Promise<BalanceComparisonRow[]> {
  const { rows } = await sql<BalanceComparisonRow>`
    WITH journal AS (
      SELECT user_id, currency,
             coalesce(sum(amount) FILTER (WHERE account = 'available'), 0) AS available,
             coalesce(sum(amount) FILTER (WHERE account = 'frozen'), 0) AS frozen
      FROM ledger_lines
      WHERE user_id IS NOT NULL
      GROUP BY user_id, currency
    )
    SELECT coalesce(j.user_id, b.user_id) AS "userId",
           u.account,
           coalesce(j.currency, b.currency) AS currency,
           coalesce(j.available, 0)::text AS "journalAvailable",
           coalesce(j.frozen, 0)::text AS "journalFrozen",
           b.available::text AS "tableAvailable",
           b.frozen::text AS "tableFrozen"
    FROM journal j
    FULL JOIN balances b ON b.user_id = j.user_id AND b.currency = j.currency
    LEFT JOIN users u ON u.id = coalesce(j.user_id, b.user_id)
    WHERE coalesce(j.available, 0) <> coalesce(b.available, 0)
       OR coalesce(j.frozen, 0) <> coalesce(b.frozen, 0)
    ORDER BY 1, 3`.execute(db);
  return rows;
}

export type NegativeBalanceRow = { userId: string; currency: string; available: string; frozen: string };

/** The CHECKs forbid these; the audit looks anyway, in case a constraint was dropped or never created. */
export async function findNegativeBalances(db: Db): Promise<NegativeBalanceRow[]> {
  const { rows } = await sql<NegativeBalanceRow>`
    SELECT user_id AS "userId", currency, available::text AS available, frozen::text AS frozen
    FROM balances
    WHERE available < 0 OR frozen < 0
    ORDER BY user_id, currency`.execute(db);
  return rows;
}

export type SystemBalanceRow = { account: LedgerAccountColumn; currency: string; balance: string };

export async function systemAccountBalances(db: Db): Promise<SystemBalanceRow[]> {
  const { rows } = await sql<SystemBalanceRow>`
    SELECT account, currency, sum(amount)::text AS balance
    FROM ledger_lines
    WHERE user_id IS NULL
    GROUP BY account, currency
    ORDER BY account, currency`.execute(db);
  return rows;
}

/** The unique constraint forbids these; checked in case it was dropped. */
export async function findDuplicateCauses(
  db: Db,
): Promise<{ causeType: string; causeId: string; entries: number }[]> {
  const { rows } = await sql<{ causeType: string; causeId: string; entries: number }>`
    SELECT cause_type AS "causeType", cause_id AS "causeId", count(*)::int AS entries
    FROM ledger_entries
    GROUP BY cause_type, cause_id
    HAVING count(*) > 1
    ORDER BY 1, 2`.execute(db);
  return rows;
}
