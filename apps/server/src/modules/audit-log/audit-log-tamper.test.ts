import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { AUDIT_LOG_EXIT, appendAudit, checkAuditLog } from './index.ts';

const actor = { operatorId: null, operatorEmail: 'test@example.com', ip: null, userAgent: null };

// In a file of its own: the trigger is dropped and the chain stays broken for the rest of this database.
describe.each(backends)('audit log tampering ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('npm run audit:log fails naming the first row altered by hand, and the console shows it', async () => {
    for (const action of ['a.one', 'a.two', 'a.three', 'a.four']) {
      await appendAudit(t.db, { actor, at: new Date(t.clock.now()), action, after: { amount: '10' } });
    }
    const owner = await signInOwner(t);
    const { rows } = await sql<{
      seq: string;
    }>`select seq::text as seq from audit_log where action = 'a.two'`.execute(t.db);
    const tampered = Number(rows[0]?.seq);
    await sql`drop trigger audit_log_append_only on audit_log`.execute(t.db);
    await sql`update audit_log set after = '{"amount":"1000"}'::jsonb where action = 'a.two'`.execute(t.db);

    const err: string[] = [];
    const code = await checkAuditLog(t.db, { out: () => {}, err: (text) => err.push(text) });
    expect(code).toBe(AUDIT_LOG_EXIT.broken);
    expect(err.join('')).toContain(`BROKEN at row ${tampered}`);
    const verify = await adminRequest(t, 'GET', '/audit/verify', undefined, { session: owner });
    expect(verify.body).toMatchObject({ data: { ok: false, firstBrokenSeq: tampered } });

    // Removing a row (a gap) is found too.
    await sql`update audit_log set after = '{"amount":"10"}'::jsonb where action = 'a.two'`.execute(t.db);
    expect(await checkAuditLog(t.db, { out: () => {}, err: () => {} })).toBe(AUDIT_LOG_EXIT.intact);
    await sql`delete from audit_log where action = 'a.three'`.execute(t.db);
    const gap: string[] = [];
    expect(await checkAuditLog(t.db, { out: () => {}, err: (text) => gap.push(text) })).toBe(
      AUDIT_LOG_EXIT.broken,
    );
    expect(gap.join('')).toContain(`BROKEN at row ${tampered + 1}`);
  });
});
