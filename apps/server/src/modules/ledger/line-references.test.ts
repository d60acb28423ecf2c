import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends } from '../../../test/test-database.ts';
import { newId } from '../../platform/ids.ts';

/**
 * A ledger line's entry and user must exist, and neither can be deleted or renamed while lines name it
 * (migration 0024: statement-level checks in place of per-line foreign keys).
 */
describe.each(backends)('ledger line references ($name)', (backend) => {
  const f = useLedgerDatabase(backend);

  /** Alice holds 100 USDT: one entry with a user line and a funding line. */
  async function funded() {
    const alice = await f.newUser();
    await f.ledger.credit({ userId: alice, currency: 'USDT', amount: '100', cause: freshCause() });
    const line = await f.db
      .selectFrom('ledger_lines')
      .select(['id', 'entry_id'])
      .where('user_id', '=', alice)
      .executeTakeFirstOrThrow();
    return { alice, line };
  }

  const lineCount = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_lines`.execute(f.db)).rows[0]?.n);

  type LineRefs = { entryId: string; userId: string | null };

  /** Two lines in one statement: a user line naming `first`, then a line naming `second`. */
  const insertTwoLines = (first: { entryId: string; userId: string }, second: LineRefs) =>
    sql`INSERT INTO ledger_lines (entry_id, account, user_id, currency, amount, balance_after)
      VALUES (${first.entryId}, 'available', ${first.userId}, 'USDT', 1, 1),
        (${second.entryId}, ${second.userId === null ? 'house' : 'available'}, ${second.userId}, 'USDT', -1,
          ${second.userId === null ? null : 1})`.execute(f.db);

  it('refuses a whole statement when one of its lines names an entry or a user that does not exist', async () => {
    const { alice, line } = await funded();
    const real = { entryId: line.entry_id, userId: alice };
    const before = await lineCount();
    await expect(insertTwoLines(real, { entryId: newId(), userId: null })).rejects.toThrow(/does not exist/);
    await expect(insertTwoLines(real, { entryId: line.entry_id, userId: newId() })).rejects.toThrow(
      /does not exist/,
    );
    expect(await lineCount()).toBe(before);
    // The same statement with both references real is written.
    await insertTwoLines(real, real);
    expect(await lineCount()).toBe(before + 2);
  });

  it('refuses moving a line to an entry that does not exist', async () => {
    const { line } = await funded();
    await expect(
      sql`UPDATE ledger_lines SET entry_id = ${newId()} WHERE id = ${line.id}`.execute(f.db),
    ).rejects.toThrow(/does not exist/);
  });

  it('refuses deleting or renaming an entry or a user that lines name, and allows it when none do', async () => {
    const { alice, line } = await funded();
    await expect(sql`DELETE FROM ledger_entries WHERE id = ${line.entry_id}`.execute(f.db)).rejects.toThrow(
      /has ledger lines/,
    );
    await expect(
      sql`UPDATE ledger_entries SET id = ${newId()} WHERE id = ${line.entry_id}`.execute(f.db),
    ).rejects.toThrow(/has ledger lines/);
    await expect(sql`DELETE FROM users WHERE id = ${alice}`.execute(f.db)).rejects.toThrow(
      /has ledger lines/,
    );
    await expect(sql`UPDATE users SET id = ${newId()} WHERE id = ${alice}`.execute(f.db)).rejects.toThrow(
      /has ledger lines/,
    );
    // Changing anything else of a referenced row is fine; so is deleting what nothing names.
    await sql`UPDATE ledger_entries SET memo = 'checked' WHERE id = ${line.entry_id}`.execute(f.db);
    await sql`UPDATE users SET nickname = 'alice' WHERE id = ${alice}`.execute(f.db);
    const bob = await f.newUser();
    await sql`DELETE FROM users WHERE id = ${bob}`.execute(f.db);
    const gone = await f.db.selectFrom('users').select('id').where('id', '=', bob).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
