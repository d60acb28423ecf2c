import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshCause, useLedgerDatabase } from '../../../test/ledger-fixtures.ts';
import { backends, writeEmbeddedDatabase } from '../../../test/test-database.ts';
import { openDatabase } from '../../platform/db.ts';
import { LOCK_FILE } from '../../platform/embedded-lock.ts';
import { newId } from '../../platform/ids.ts';
import { insertUser } from '../users/index.ts';
import { available } from './accounts.ts';
import { auditLedger } from './audit.ts';
import { runLedgerAudit } from './audit-command.ts';
import { auditReportText } from './audit-report-text.ts';
import { createLedger } from './ledger.ts';

const CLI = path.join(import.meta.dirname, 'audit-cli.ts');
const TSX = import.meta.resolve('tsx');
/**
 * The test that starts the command as `npm run audit:ledger` does. The child alone is about 6 s of CPU (tsx
 * compiles the command's imports, PGlite compiles its WebAssembly and opens the files): 11 to 14 s of wall
 * time at load 15. Before it, the test opens the database three times in this process (about 1 s of CPU
 * each). Past this bound it hangs rather than runs slowly.
 */
const COMMAND_TEST_MS = 120_000;

/** Runs the audit command function, collecting what it prints. */
async function audit(env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runLedgerAudit(
    { LOG_LEVEL: 'silent', ...env },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

describe.each(backends)('ledger audit ($name)', (backend) => {
  const f = useLedgerDatabase(backend);

  async function someBooks() {
    const [alice, bob] = [await f.newUser(), await f.newUser()];
    await f.ledger.credit({ userId: alice, currency: 'USDT', amount: '100', cause: freshCause() });
    await f.ledger.freeze({ userId: alice, currency: 'USDT', amount: '40', cause: freshCause() });
    await f.ledger.settleFromFrozen({
      userId: alice,
      currency: 'USDT',
      amount: '30',
      to: available(bob),
      cause: freshCause(),
    });
    await f.ledger.settleFromFrozen({
      userId: alice,
      currency: 'USDT',
      amount: '0.03',
      to: { kind: 'fees' },
      cause: freshCause(),
    });
    return { alice, bob };
  }

  it('is clean on an empty ledger and on books kept by the ledger', async () => {
    expect((await auditLedger(f.db)).clean).toBe(true);
    await someBooks();
    const report = await auditLedger(f.db);
    expect(report).toMatchObject({
      clean: true,
      counts: { entries: 4, lines: 8, balances: 2 },
      systemAccounts: [
        { account: 'fees', currency: 'USDT', balance: '0.03' },
        { account: 'house', currency: 'USDT', balance: '-100' },
      ],
    });
    expect(auditReportText(report)).toContain('Result: CLEAN');
  });

  it('finds a balance changed behind the ledger’s back', async () => {
    const { alice } = await someBooks();
    await f.db
      .updateTable('balances')
      .set({ available: sql`available + 0.000000000000000001` })
      .where('user_id', '=', alice)
      .execute();
    const report = await auditLedger(f.db);
    expect(report.clean).toBe(false);
    expect(report.balanceDifferences).toEqual([
      {
        userId: alice,
        userAccount: expect.any(String),
        currency: 'USDT',
        account: 'available',
        journal: '60',
        table: '60.000000000000000001',
      },
    ]);
    expect(auditReportText(report)).toMatch(
      /FAIL balances equal the sum of the journal: 1 problem\(s\)\n.*USDT available: journal 60, balances table 60.000000000000000001/,
    );
  });

  it('finds lines whose entry or user does not exist (written past the database’s own check)', async () => {
    const { alice } = await someBooks();
    const [entryOfAlice, nobody, noEntry] = [newId(), newId(), newId()];
    await sql`ALTER TABLE ledger_lines DISABLE TRIGGER ledger_lines_references_inserted`.execute(f.db);
    try {
      // Each pair sums to zero in its own entry, so only the missing references are wrong.
      await sql`INSERT INTO ledger_entries (id, type, cause_type, cause_id, created_at)
        VALUES (${entryOfAlice}, 'credit', 'test', ${newId()}, now())`.execute(f.db);
      await sql`INSERT INTO ledger_lines (entry_id, account, user_id, currency, amount, balance_after)
        VALUES (${entryOfAlice}, 'available', ${nobody}, 'USDT', 1, 1),
          (${entryOfAlice}, 'house', NULL, 'USDT', -1, NULL),
          (${noEntry}, 'house', NULL, 'USDT', 1, NULL),
          (${noEntry}, 'fees', NULL, 'USDT', -1, NULL)`.execute(f.db);
      const report = await auditLedger(f.db);
      expect(report.clean).toBe(false);
      expect(report.orphanLines).toEqual([
        { lineId: expect.any(String), entryId: entryOfAlice, userId: nobody },
        { lineId: expect.any(String), entryId: noEntry, userId: null },
        { lineId: expect.any(String), entryId: noEntry, userId: null },
      ]);
      expect(report.balanceDifferences.filter((row) => row.userId === alice)).toEqual([]);
      expect(auditReportText(report)).toMatch(
        new RegExp(
          `FAIL every line names an entry and a user that exist: 3 problem\\(s\\)\\n.*names entry ${entryOfAlice} and user ${nobody}`,
        ),
      );
    } finally {
      await f.database.reset();
      await sql`ALTER TABLE ledger_lines ENABLE TRIGGER ledger_lines_references_inserted`.execute(f.db);
    }
  });

  it('finds an entry that no longer sums to zero, a lost line, fees below zero and a duplicate cause', async () => {
    await someBooks();
    const fees = await f.db
      .selectFrom('ledger_lines')
      .select(['id', 'entry_id'])
      .where('account', '=', 'fees')
      .executeTakeFirstOrThrow();
    // Make the fee line negative: the entry no longer balances and the fees account is below zero.
    await sql`UPDATE ledger_lines SET amount = -amount WHERE id = ${fees.id}`.execute(f.db);
    const credit = await f.db
      .selectFrom('ledger_lines')
      .select('id')
      .where('account', '=', 'house')
      .executeTakeFirstOrThrow();
    await sql`DELETE FROM ledger_lines WHERE id = ${credit.id}`.execute(f.db);
    await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_cause_key`.execute(f.db);
    try {
      const twin = await f.db.selectFrom('ledger_entries').selectAll().executeTakeFirstOrThrow();
      await f.db
        .insertInto('ledger_entries')
        .values({ ...twin, id: newId() })
        .execute();
      const report = await auditLedger(f.db);
      expect(report.clean).toBe(false);
      expect(report.unbalancedEntries).toEqual(
        expect.arrayContaining([{ entryId: fees.entry_id, currency: 'USDT', sum: '-0.06' }]),
      );
      expect(report.shortEntries.length).toBeGreaterThanOrEqual(1);
      expect(report.negativeBalances).toEqual([
        { owner: 'system', currency: 'USDT', account: 'fees', amount: '-0.03' },
      ]);
      expect(report.duplicateCauses).toHaveLength(1);
    } finally {
      await f.database.reset();
      await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_cause_key UNIQUE (cause_type, cause_id)`.execute(
        f.db,
      );
    }
  });

  if (backend.name === 'postgres') {
    it('npm run audit:ledger (the command) exits 0 when clean and 1 on a tampered balance', async () => {
      const { alice } = await someBooks();
      const url = new URL(f.database.url ?? '');
      expect(await audit({ DATABASE_URL: url.toString() })).toMatchObject({ code: 0, err: '' });
      await f.db.updateTable('balances').set({ frozen: '0' }).where('user_id', '=', alice).execute();
      const tampered = await audit({ DATABASE_URL: url.toString() });
      expect(tampered.code).toBe(1);
      expect(tampered.out).toContain('USDT frozen: journal 9.97, balances table 0');
      expect(tampered.out).not.toContain(url.toString());
    });
  }
});

describe('npm run audit:ledger on the embedded database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'halcyon-audit-'));
    dirs.push(dir);
    return dir;
  };

  it('says so when there is no database yet', async () => {
    const dir = freshDir();
    const result = await audit({ DATA_DIR: dir });
    expect(result.code).toBe(2);
    expect(result.err).toContain('No database at');
  });

  describe('with a database', () => {
    let dir: string;
    // Written on the hook's time, a copy of the run's migrated template: a new database runs initdb and
    // every migration, 5.8 s of CPU that made the tests below time out at load 16 and proves nothing here.
    beforeEach(async () => {
      dir = freshDir();
      await writeEmbeddedDatabase(dir);
    });

    it('refuses, in a sentence, a database a running server holds', async () => {
      writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid)); // a process that runs
      const result = await audit({ DATA_DIR: dir });
      expect(result).toMatchObject({ code: 2, out: '' });
      expect(result.err).toBe(
        `The ledger audit could not run: the embedded database in ${dir} is open in process ${process.ppid}: ` +
          `stop that server (or command) first, or give this one a DATA_DIR of its own (if no such process is ` +
          `Halcyon, delete ${path.join(dir, LOCK_FILE)})\n`,
      );
    });

    it(
      'exits 0 on clean books and non-zero, with a readable report, after a balance is tampered with',
      async () => {
        const handle = openDatabase({ databaseUrl: undefined, dataDir: dir });
        const userId = newId();
        try {
          await insertUser(handle.db, {
            id: userId,
            uid: '12345678',
            account: 'audited',
            email: 'audited@example.com',
            passwordHash: 'x',
            nickname: 'audited',
            invitationCode: 'AUDITED',
            referrerId: null,
            createdAt: new Date(),
          });
          await createLedger({ db: handle.db, clock: { now: () => Date.now() } }).credit({
            userId,
            currency: 'BTC',
            amount: '0.5',
            cause: freshCause(),
          });
        } finally {
          await handle.close();
        }
        expect(await audit({ DATA_DIR: dir })).toMatchObject({ code: 0, err: '' });

        const again = openDatabase({ databaseUrl: undefined, dataDir: dir });
        await again.db.updateTable('balances').set({ available: '5' }).execute();
        await again.close();

        // The real entry point, as `npm run audit:ledger` starts it.
        const child = spawn(process.execPath, ['--import', TSX, CLI], {
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        expect(code).toBe(1);
        expect(stdout).toContain(`user ${userId} (audited) BTC available: journal 0.5, balances table 5`);
        expect(stdout).toContain('Result: DIFFERENCES FOUND');
      },
      COMMAND_TEST_MS,
    );
  });
});
