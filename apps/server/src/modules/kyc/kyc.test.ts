import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMainlandIdNumber, type UserEvent } from '@halcyon/api';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminRequest,
  auditActions,
  lastAuditSeq,
  OWNER_ENV,
  signInOwner,
} from '../../../test/admin-helpers.ts';
import { API, registerUser, registration, requestCode, type Session } from '../../../test/auth-helpers.ts';
import { addOperator } from '../../../test/finance-helpers.ts';
import { outboxMails } from '../../../test/outbox-mail.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { gifImage, pngImage, upload } from '../../../test/upload-fixtures.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { subscribeUserEvents } from '../../platform/user-events.ts';
import { VIEW_AUDIT_WINDOW_MS } from '../audit-log/index.ts';

/** A real-format mainland number: 17 digits and its ISO 7064 MOD 11-2 check character. */
const VALID_ID = '11010519491231002X';

describe('isMainlandIdNumber', () => {
  it.each([
    ['11010519491231002X', true],
    ['110105194912310021', false],
    ['440524188001010014', true],
    ['44052418800101001', false],
    ['4405241880010100AB', false],
  ])('%s -> %s', (value, expected) => {
    expect(isMainlandIdNumber(value)).toBe(expected);
  });
});

describe.each(backends)('real-name verification ($name)', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halcyon-kyc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bus = createMemoryBus({ error: () => undefined });
  const t = useTestApp(backend, { env: { ...OWNER_ENV, DATA_DIR: dataDir }, overrides: { bus } });

  const photos = async (session: Session) => {
    const front = await upload(t, session.token, 'kyc_front', { data: await pngImage(80, 50) });
    const back = await upload(t, session.token, 'kyc_back', { data: await pngImage(80, 50) });
    return {
      frontFileId: (front.body.data as { fileId: string }).fileId,
      backFileId: (back.body.data as { fileId: string }).fileId,
    };
  };
  const submit = async (session: Session, extra: Record<string, unknown> = {}) =>
    t.post(
      `${API}/kyc/submissions`,
      { realName: '张三丰', idType: 'national_id', idNumber: VALID_ID, ...(await photos(session)), ...extra },
      { token: session.token },
    );
  const status = async (session: Session) =>
    (await t.get(`${API}/kyc/status`, { token: session.token })).body.data as Record<string, unknown>;

  it('walks unverified -> pending -> rejected -> pending -> verified, masked for the person, pushed live', async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const alice = await registerUser(t, 'alice');
    const pushed: UserEvent[] = [];
    const stop = subscribeUserEvents(
      bus,
      (envelope) => envelope.userId === alice.user.id && pushed.push(envelope.event),
    );
    expect(await status(alice)).toMatchObject({ status: 'unverified', realName: null });

    const first = await submit(alice);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      realName: '张**',
      idNumber: '1101**********002X',
    });
    expect((await t.get(`${API}/user/profile`, { token: alice.token })).body).toMatchObject({
      data: { user: { realNameStatus: 'pending' } },
    });
    const twice = await submit(alice);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'KYC_ALREADY_PENDING',
      message: 'Your verification is already under review',
    });

    // Compliance's queue masks it; the review of one shows it in full, with both photos.
    const queue = await adminRequest(t, 'GET', '/kyc/submissions?status=pending', undefined, {
      session: compliance,
    });
    const [item] = (
      queue.body.data as { items: { id: string; realName: string; idNumber: string; frontUrl: string }[] }
    ).items;
    expect(item).toMatchObject({ realName: '张**', idNumber: '1101**********002X' });
    expect(item?.frontUrl).toMatch(/^\/api\/admin\/files\//);
    const auditFrom = await lastAuditSeq(t);
    const reject = await adminRequest(
      t,
      'POST',
      `/kyc/submissions/${item?.id}/reject`,
      { reason: 'The photo is blurred' },
      { session: compliance },
    );
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    expect(pushed.at(-1)).toEqual({ kind: 'kyc-status', status: 'rejected' });
    expect(await status(alice)).toMatchObject({ status: 'rejected', rejectReason: 'The photo is blurred' });
    const again = await adminRequest(t, 'POST', `/kyc/submissions/${item?.id}/approve`, undefined, {
      session: compliance,
    });
    expect(again.status).toBe(409);

    // Rejected may resubmit; approval makes it verified for good.
    expect((await submit(alice)).status).toBe(200);
    const [second] = (
      (await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance })).body.data as {
        items: { id: string }[];
      }
    ).items;
    const approve = await adminRequest(t, 'POST', `/kyc/submissions/${second?.id}/approve`, undefined, {
      session: compliance,
    });
    expect(approve.status).toBe(200);
    expect(pushed.at(-1)).toEqual({ kind: 'kyc-status', status: 'verified' });
    const verified = await status(alice);
    expect(verified).toMatchObject({ status: 'verified', realName: '张**', rejectReason: null });
    expect(verified.verifiedAt).toBe(t.clock.now());
    expect((await t.get(`${API}/user/profile`, { token: alice.token })).body).toMatchObject({
      data: { user: { realNameStatus: 'verified' } },
    });
    const after = await submit(alice);
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ code: 'KYC_ALREADY_VERIFIED' });
    expect(await auditActions(t, auditFrom)).toEqual(['identity.reject', 'identity.approve']);
    stop();
  });

  it('keeps the name and ID number encrypted at rest', async () => {
    const bob = await registerUser(t, 'bob');
    expect((await submit(bob, { realName: 'Robert Example' })).status).toBe(200);
    const row = await t.db.selectFrom('kyc_submissions').selectAll().executeTakeFirstOrThrow();
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(VALID_ID);
    expect(raw).not.toContain('Robert');
    expect(row.id_number_sealed).toMatch(/^v1\./);
  });

  it('masks short document numbers too: never more than half shown, a 7-character one no 500', async () => {
    // [number, masked]: the lengths the schema accepts that once crashed the mask (7) or showed it all (8).
    const cases = [
      ['AB12345', 'A*****5'],
      ['AB123456', 'AB****56'],
      ['E12345678', 'E1*****78'],
      ['E1234', 'E****'],
    ] as const;
    for (const [index, [idNumber, masked]] of cases.entries()) {
      const person = await registerUser(t, `short${index}`);
      const reply = await submit(person, { idType: 'passport', idNumber });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ status: 'pending', idNumber: masked });
      expect(await status(person)).toMatchObject({ idNumber: masked });
    }
  });

  it('takes one of two parallel submissions', async () => {
    const carol = await registerUser(t, 'carol');
    const bodies = [await photos(carol), await photos(carol)];
    const replies = await Promise.all(
      bodies.map((files) =>
        t.post(
          `${API}/kyc/submissions`,
          { realName: 'Carol', idType: 'passport', idNumber: 'E12345678', ...files },
          { token: carol.token },
        ),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });

  it('says what is missing or wrong, field by field', async () => {
    const dave = await registerUser(t, 'dave');
    const empty = await t.post(`${API}/kyc/submissions`, {}, { token: dave.token });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        realName: ['Please enter your real name'],
        idNumber: ['Please enter your ID number'],
        frontFileId: ['Please upload the front of your ID'],
        backFileId: ['Please upload the back of your ID'],
      },
    });
    const badCheckDigit = await submit(dave, { idNumber: '110105194912310021' });
    expect(badCheckDigit.body).toMatchObject({ errors: { idNumber: ['Invalid ID number'] } });
    const badPassport = await submit(dave, { idType: 'passport', idNumber: '<script>' });
    expect(badPassport.body).toMatchObject({ errors: { idNumber: ['Invalid ID number'] } });
  });

  it("takes only the person's own kyc_front / kyc_back photos; others' files are refused", async () => {
    const erin = await registerUser(t, 'erin');
    const frank = await registerUser(t, 'frank');
    const erinFiles = await photos(erin);
    const stolen = await t.post(
      `${API}/kyc/submissions`,
      { realName: 'Frank', idType: 'national_id', idNumber: VALID_ID, ...erinFiles },
      { token: frank.token },
    );
    expect(stolen.status).toBe(422);
    expect(stolen.body).toMatchObject({ errors: { frontFileId: ['Please upload the front of your ID'] } });
    const gif = await upload(t, frank.token, 'kyc_front', { data: await gifImage() });
    expect(gif.status).toBe(415);
    expect(await status(frank)).toMatchObject({ status: 'unverified' });
  });

  it('is compliance work: support and finance operators are refused', async () => {
    const owner = await signInOwner(t);
    const support = await addOperator(t, owner, 'help@example.com', 'support');
    expect((await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: support })).status).toBe(
      403,
    );
    expect((await t.get(`${API}/kyc/status`)).status).toBe(401);
  });

  it("audits every review of a submission in full (who saw whose identity, when), never the queue's masked rows", async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const hana = await registerUser(t, 'hana');
    expect((await submit(hana, { realName: 'Hana Example' })).status).toBe(200);
    const auditFrom = await lastAuditSeq(t);

    const queue = await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance });
    const [item] = (queue.body.data as { items: { id: string; realName: string; idNumber: string }[] }).items;
    expect(item).toMatchObject({ realName: 'H***********', idNumber: '1101**********002X' });
    expect(JSON.stringify(queue.body)).not.toContain(VALID_ID);
    expect(await auditActions(t, auditFrom)).toEqual([]);

    for (let view = 0; view < 2; view += 1) {
      const one = await adminRequest(t, 'GET', `/kyc/submissions/${item?.id}`, undefined, {
        session: compliance,
      });
      expect(one.body).toMatchObject({ data: { realName: 'Hana Example', idNumber: VALID_ID } });
    }
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', String(auditFrom))
      .orderBy('seq')
      .execute();
    // The console re-reads an open review every 15 s: one view, one row.
    expect(rows.map((row) => [row.action, row.target_type, row.target_id, row.operator_id])).toEqual([
      ['identity.view', 'user', hana.user.id, compliance.operatorId],
    ]);
    expect(rows[0]?.after).toEqual({ submissionId: item?.id });
    // The log says who looked, not what they saw.
    expect(JSON.stringify(rows)).not.toContain(VALID_ID);
    expect(JSON.stringify(rows)).not.toContain('Hana Example');
    // An unknown submission shows nothing and records nothing.
    const missing = await adminRequest(t, 'GET', '/kyc/submissions/no-such-submission', undefined, {
      session: compliance,
    });
    expect(missing.status).toBe(404);
    expect(await auditActions(t, auditFrom)).toHaveLength(1);
  });

  it("records a new view of the same submission once its window has passed, and every other operator's view", async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const hana = await registerUser(t, 'hana');
    expect((await submit(hana, { realName: 'Hana Example' })).status).toBe(200);
    const queue = await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance });
    const [item] = (queue.body.data as { items: { id: string }[] }).items;
    const auditFrom = await lastAuditSeq(t);
    const review = async (session: typeof owner) =>
      expect(
        (await adminRequest(t, 'GET', `/kyc/submissions/${item?.id}`, undefined, { session })).status,
      ).toBe(200);

    await review(compliance);
    t.clock.advance(VIEW_AUDIT_WINDOW_MS - 1);
    await review(compliance);
    await review(owner);
    t.clock.advance(1);
    await review(compliance);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('seq', '>', String(auditFrom))
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      { action: 'identity.view', operator_id: compliance.operatorId },
      { action: 'identity.view', operator_id: owner.operatorId },
      { action: 'identity.view', operator_id: compliance.operatorId },
    ]);
  });

  it('audits every operator read of a document photo, on its person, before the bytes leave', async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const finance = await addOperator(t, owner, 'money@example.com', 'finance');
    const ivy = await registerUser(t, 'ivy');
    const files = await photos(ivy);
    const auditFrom = await lastAuditSeq(t);
    const photo = (session: typeof compliance, fileId: string) =>
      adminRequest(t, 'GET', `/files/${fileId}`, undefined, { session });

    // A role the file is not for reads nothing, and nothing is recorded.
    expect((await photo(finance, files.frontFileId)).status).toBe(404);
    expect(await auditActions(t, auditFrom)).toEqual([]);

    const front = await photo(compliance, files.frontFileId);
    expect(front.status).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect((await photo(compliance, files.backFileId)).status).toBe(200);
    // Shown again in the same review (a re-render, a second look): the same view.
    expect((await photo(compliance, files.frontFileId)).status).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'operator_id', 'after'])
      .where('seq', '>', String(auditFrom))
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      {
        action: 'uploads.view',
        target_type: 'user',
        target_id: ivy.user.id,
        operator_id: compliance.operatorId,
        after: { fileId: files.frontFileId, type: 'kyc_front' },
      },
      {
        action: 'uploads.view',
        target_type: 'user',
        target_id: ivy.user.id,
        operator_id: compliance.operatorId,
        after: { fileId: files.backFileId, type: 'kyc_back' },
      },
    ]);
    // The person's own reads are theirs: not an operator's view.
    const own = await t.app.inject({
      method: 'GET',
      url: `${API}/files/${files.frontFileId}`,
      headers: { authorization: `Bearer ${ivy.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(await auditActions(t, auditFrom)).toHaveLength(2);
  });

  it('keeps identity documents from the read-only viewer role: no queue, no submission, no photo', async () => {
    const owner = await signInOwner(t);
    const viewer = await addOperator(t, owner, 'look@example.com', 'viewer');
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const gina = await registerUser(t, 'gina');
    const files = await photos(gina);
    const submitted = await t.post(
      `${API}/kyc/submissions`,
      { realName: '张三丰', idType: 'national_id', idNumber: VALID_ID, ...files },
      { token: gina.token },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const [item] = (
      (await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance })).body.data as {
        items: { id: string }[];
      }
    ).items;
    const asViewer = (url: string) => adminRequest(t, 'GET', url, undefined, { session: viewer });

    expect((await asViewer('/kyc/submissions')).status).toBe(403);
    expect((await asViewer(`/kyc/submissions/${item?.id}`)).status).toBe(403);
    // A file the role does not cover is as unknown as a missing one.
    expect((await asViewer(`/files/${files.frontFileId}`)).status).toBe(404);
    expect((await asViewer(`/files/${files.backFileId}`)).status).toBe(404);
    // Compliance still reads them.
    const front = await adminRequest(t, 'GET', `/files/${files.frontFileId}`, undefined, {
      session: compliance,
    });
    expect(front.status).toBe(200);
  });

  it('reads one submission by id after it left the pending queue, as the review dialog follows it', async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'kyc@example.com', 'compliance');
    const erin = await registerUser(t, 'erin');
    expect((await submit(erin)).status).toBe(200);
    const queue = await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance });
    const [item] = (queue.body.data as { items: { id: string }[] }).items;
    const one = async (id: string) =>
      adminRequest(t, 'GET', `/kyc/submissions/${id}`, undefined, { session: compliance });

    expect((await one(item?.id ?? '')).body).toMatchObject({
      data: { id: item?.id, status: 'pending', realName: '张三丰', idNumber: VALID_ID, reviewedAt: null },
    });
    await adminRequest(t, 'POST', `/kyc/submissions/${item?.id}/approve`, undefined, { session: compliance });
    const pending = await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance });
    expect((pending.body.data as { items: unknown[] }).items).toEqual([]);
    expect((await one(item?.id ?? '')).body).toMatchObject({
      data: { id: item?.id, status: 'verified', reviewedAt: t.clock.now(), user: { account: 'erin' } },
    });
    expect((await one('no-such-submission')).status).toBe(404);
  });

  it("e-mails the decision in the person's stored language, a rejection with its reason", async () => {
    const owner = await signInOwner(t);
    const compliance = await addOperator(t, owner, 'mails@example.com', 'compliance');
    const hans = await registerIn(t, 'hans', 'de-DE,de;q=0.9');
    const yuki = await registerIn(t, 'yuki', 'en');
    // Yuki switches the app to Japanese after registering: that is the language that counts.
    const switched = await t.post(`${API}/user/locale`, { locale: 'ja' }, { token: yuki.token });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    for (const person of [hans, yuki]) expect((await submit(person)).status).toBe(200);
    const queue = await adminRequest(t, 'GET', '/kyc/submissions', undefined, { session: compliance });
    const items = (queue.body.data as { items: { id: string; user: { id: string } }[] }).items;
    const idOf = (person: Session) => items.find((item) => item.user.id === person.user.id)?.id;

    const approve = await adminRequest(t, 'POST', `/kyc/submissions/${idOf(hans)}/approve`, undefined, {
      session: compliance,
    });
    expect(approve.status).toBe(200);
    const reject = await adminRequest(
      t,
      'POST',
      `/kyc/submissions/${idOf(yuki)}/reject`,
      { reason: '写真がぼやけています' },
      { session: compliance },
    );
    expect(reject.status).toBe(200);

    expect(await mailsTo(t, hans.user.email)).toEqual([
      {
        kind: 'kyc_approved',
        subject: 'Ihre Identität ist verifiziert',
        text: expect.stringContaining('Hallo hans,'),
      },
    ]);
    expect(await mailsTo(t, yuki.user.email)).toEqual([
      {
        kind: 'kyc_rejected',
        subject: '本人確認は承認されませんでした',
        text: expect.stringContaining('理由：写真がぼやけています'),
      },
    ]);
  });
});

/** Registers through the real endpoints with the browser's Accept-Language. */
async function registerIn(t: TestApp, account: string, acceptLanguage: string): Promise<Session> {
  const body = registration(account);
  const emailCode = await requestCode(t, body.email);
  const reply = await t.post(`${API}/register`, { ...body, emailCode }, { lang: acceptLanguage });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Session;
}

/** The mails a person received besides their registration code, oldest first. */
async function mailsTo(t: TestApp, email: string) {
  const mails = await outboxMails(t, { to: email, kindNotLike: 'email_code_%' });
  return mails.map(({ kind, subject, text }) => ({ kind, subject, text }));
}
