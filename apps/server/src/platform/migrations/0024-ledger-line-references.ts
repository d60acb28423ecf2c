import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * A ledger line's entry and user are checked once per statement instead of once per line.
 *
 * The two foreign keys of ledger_lines ran a lookup and a row lock for every line inserted: a spot order
 * writes about ten lines, and the two checks took a fifth of a spot batch's one write statement (measured
 * with pgbench: 36 entries and 180 lines in 3.5 to 3.9 ms with them, 2.6 to 2.9 ms with this trigger). The
 * trigger refuses the whole statement, as the keys did, when any line it wrote names an entry or a user
 * that does not exist, with one probe of each table's primary key for the statement's distinct ids.
 *
 * What the keys' row locks also guarded, a referenced row deleted while the lines are being written,
 * cannot happen to either side: an entry is inserted in the same transaction as its lines (no one else can
 * see it before they commit), and every user line changes that user's balances row in the same transaction,
 * whose own foreign key keeps the user from being deleted. Deleting or renaming an entry or a user that
 * lines name is refused below, as the keys refused it.
 */
export const ledgerLineReferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `ALTER TABLE ledger_lines
        DROP CONSTRAINT ledger_lines_entry_id_fkey,
        DROP CONSTRAINT ledger_lines_user_id_fkey`,
      // Arrays, not an anti-join: the planner has no statistics for the statement's new lines and would
      // hash the whole of ledger_entries for a few dozen lines (measured: 5 ms at 18,000 entries, growing);
      // id = ANY (array) probes the primary keys. Sequential scans are off inside the function: its plans
      // are cached per connection, and one planned while the table looked small (a new database, before
      // autovacuum's first ANALYZE) scanned all of it on every statement after (measured: 6 ms at 13,000).
      `CREATE FUNCTION ledger_lines_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        entry_ids text[];
        user_ids text[];
      BEGIN
        SELECT coalesce(array_agg(DISTINCT entry_id), '{}'),
            coalesce(array_agg(DISTINCT user_id) FILTER (WHERE user_id IS NOT NULL), '{}')
          INTO entry_ids, user_ids
          FROM ledger_lines_written;
        IF (SELECT count(*) FROM ledger_entries WHERE id = ANY (entry_ids)) < cardinality(entry_ids)
          OR (SELECT count(*) FROM users WHERE id = ANY (user_ids)) < cardinality(user_ids) THEN
          RAISE EXCEPTION 'a ledger line names an entry or a user that does not exist'
            USING ERRCODE = 'foreign_key_violation';
        END IF;
        RETURN NULL;
      END
      $$ SET enable_seqscan = off`,
      `CREATE TRIGGER ledger_lines_references_inserted AFTER INSERT ON ledger_lines
        REFERENCING NEW TABLE AS ledger_lines_written
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_check_references()`,
      `CREATE TRIGGER ledger_lines_references_updated AFTER UPDATE ON ledger_lines
        REFERENCING NEW TABLE AS ledger_lines_written
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_check_references()`,
      // The argument names the ledger_lines column that refers to the table the trigger is on.
      `CREATE FUNCTION ledger_lines_keep_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        referenced boolean;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.id = OLD.id THEN
            RETURN NEW;
          END IF;
        END IF;
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM ledger_lines WHERE %I = $1)', TG_ARGV[0])
          INTO referenced USING OLD.id;
        IF referenced THEN
          RAISE EXCEPTION '% % has ledger lines', TG_TABLE_NAME, OLD.id USING ERRCODE = 'foreign_key_violation';
        END IF;
        IF TG_OP = 'DELETE' THEN
          RETURN OLD;
        END IF;
        RETURN NEW;
      END
      $$`,
      `CREATE TRIGGER ledger_entries_keep_lines BEFORE DELETE OR UPDATE OF id ON ledger_entries
        FOR EACH ROW EXECUTE FUNCTION ledger_lines_keep_referenced('entry_id')`,
      `CREATE TRIGGER users_keep_ledger_lines BEFORE DELETE OR UPDATE OF id ON users
        FOR EACH ROW EXECUTE FUNCTION ledger_lines_keep_referenced('user_id')`,
    ]);
  },
};
