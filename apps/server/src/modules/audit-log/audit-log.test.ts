import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_EMAIL, OWNER_ENV, signInOwner } from '../../../test/admin-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { AUDIT_LOG_EXIT, appendAudit, checkAuditLog, verifyChain } from './index.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    output: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) },
  };
}

const actor = { operatorId: null, operatorEmail: 'test@example.com', ip: '127.0.0.1', userAgent: 'vitest' };

describe.each(backends)('audit log ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('chains every row to the one before; the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await appendAudit(t.db, {
      actor,
      at: new Date(t.clock.now()),
      action: 'test.one',
      after: { b: 1, a: [1, 'x'] },
    });
    await t.db.transaction().execute((trx) =>
      appendAudit(trx, {
        actor,
        at: new Date(t.clock.now()),
        action: 'test.two',
        before: { z: null, y: 'ü' },
      }),
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: true, firstBrokenSeq: null });
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append only/);
    // Parallel appends still make one chain.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        appendAudit(t.db, { actor, at: new Date(t.clock.now()), action: `test.parallel.${i}` }),
      ),
    );
    const verdict = await verifyChain(t.db);
    expect(verdict.ok).toBe(true);
    const report = capture();
    expect(await checkAuditLog(t.db, report.output)).toBe(AUDIT_LOG_EXIT.intact);
    expect(report.out.join('')).toContain(`${verdict.rows} rows`);
  });

  it('GET /audit filters and pages; /audit/verify says the chain holds', async () => {
    const owner = await signInOwner(t);
    await adminRequest(t, 'POST', '/auth/login', { email: OWNER_EMAIL, password: 'wrong-password-1' });
    const failures = await adminRequest(t, 'GET', '/audit?action=auth.login_failed&limit=5', undefined, {
      session: owner,
    });
    const data = failures.body.data as {
      items: Array<Record<string, unknown>>;
      pagination: { total: number };
    };
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((item) => item.action === 'auth.login_failed')).toBe(true);
    expect(data.items[0]).toMatchObject({ operatorEmail: OWNER_EMAIL, after: { reason: 'bad_password' } });
    const mine = await adminRequest(
      t,
      'GET',
      `/audit?operatorId=${owner.operatorId}&action=auth.login`,
      undefined,
      {
        session: owner,
      },
    );
    expect((mine.body.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const verify = await adminRequest(t, 'GET', '/audit/verify', undefined, { session: owner });
    expect(verify.body).toMatchObject({ success: true, data: { ok: true, firstBrokenSeq: null } });
  });
});
