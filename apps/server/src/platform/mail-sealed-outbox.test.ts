import { describe, expect, it } from 'vitest';
import { adminRequest, OWNER_ENV, signInOwner } from '../../test/admin-helpers.ts';
import { API, lastMailedCode, registration } from '../../test/auth-helpers.ts';
import { lastMail } from '../../test/outbox-mail.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';
import { dateOf } from './clock.ts';
import { replacePlainMail } from './mail-outbox-repo.ts';

const rawMails = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

const rawMail = (t: TestApp, id: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A mail as the outbox stored it before sealing came in: subject and body plain, nothing sealed. */
async function insertLegacy(t: TestApp, id: string, subject: string, text: string): Promise<void> {
  await t.db
    .insertInto('mail_outbox')
    .values({
      id,
      kind: 'email_code_register',
      to_address: `${id}@example.com`,
      subject,
      body_text: text,
      status: 'logged',
      created_at: dateOf(t.clock),
    })
    .execute();
}

async function mailCode(t: TestApp, email: string): Promise<string> {
  const sent = await t.post(`${API}/auth/email-code`, { email, purpose: 'register' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return lastMailedCode(t, email);
}

// Personal data at rest: the outbox keeps, for weeks, sign-in codes while they are valid and invitation links
// with their live token, which their own tables keep only as hashes. It stores them sealed, bound to the row.
describe.each(backends)('mail outbox sealed at rest ($name)', (backend) => {
  const t = useTestApp(backend, { env: OWNER_ENV });

  it('stores no plain subject or body; the sealed ones open to the mail that was sent', async () => {
    const code = await mailCode(t, 'alice@example.com');
    // The code read back from the outbox is the one sent: it registers.
    const registered = await t.post(`${API}/register`, { ...registration('alice'), emailCode: code });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    const [row, ...others] = await rawMails(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ subject: null, body_text: null, to_address: 'alice@example.com' });
    expect(row?.subject_sealed).toMatch(/^v1\./);
    expect(row?.body_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain('verification');
    const opened = await lastMail(t, { to: 'alice@example.com' });
    expect(opened.subject).toBe(`Your Halcyon verification code: ${code}`);
    expect(opened.text).toContain(code);
    expect(opened.text).toContain('valid for 10 minutes');
  });

  it("stores an operator invitation without the accept link's token", async () => {
    const owner = await signInOwner(t);
    const invited = await adminRequest(
      t,
      'POST',
      '/operators',
      { email: 'finn@example.com', name: 'Finn', role: 'finance' },
      { session: owner },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const mail = await lastMail(t, { to: 'finn@example.com' });
    const token = mail.text.match(/accept-invite\?token=([\w-]+)/)?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    const raw = JSON.stringify(await rawMail(t, mail.id));
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('accept-invite');
  });

  it('a sealed subject or body does not open on another mail, nor in the other column', async () => {
    await mailCode(t, 'alice@example.com');
    await mailCode(t, 'bob@example.com');
    const alice = await lastMail(t, { to: 'alice@example.com' });
    const bob = await lastMail(t, { to: 'bob@example.com' });
    const aliceRow = await rawMail(t, alice.id);
    const bobRow = await rawMail(t, bob.id);
    // Each opens where it was written.
    expect(await t.app.mailer.open(aliceRow)).toEqual({ subject: alice.subject, text: alice.text });

    await expect(t.app.mailer.open({ ...bobRow, body_sealed: aliceRow.body_sealed })).rejects.toThrow();
    await expect(t.app.mailer.open({ ...bobRow, subject_sealed: aliceRow.subject_sealed })).rejects.toThrow();
    await expect(
      t.app.mailer.open({
        ...aliceRow,
        subject_sealed: aliceRow.body_sealed,
        body_sealed: aliceRow.subject_sealed,
      }),
    ).rejects.toThrow();
    // Moved in the table itself, Alice's body on Bob's row does not open either.
    await t.db
      .updateTable('mail_outbox')
      .set({ body_sealed: aliceRow.body_sealed })
      .where('id', '=', bob.id)
      .execute();
    await expect(lastMail(t, { to: 'bob@example.com' })).rejects.toThrow();
  });

  it('keeps each row in one form: a plain body beside a sealed one, or neither, is refused', async () => {
    await mailCode(t, 'alice@example.com');
    const [row] = await rawMails(t);
    const id = row?.id ?? '';
    await expect(
      t.db
        .updateTable('mail_outbox')
        .set({ body_text: 'plain', subject: 'plain' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/mail_outbox_one_body/);
    await expect(
      t.db.updateTable('mail_outbox').set({ subject_sealed: null }).where('id', '=', id).execute(),
    ).rejects.toThrow(/mail_outbox_subject_as_body/);
  });

  it('reads a mail stored plain before sealing; seal:legacy seals it once, and it reads the same', async () => {
    await insertLegacy(t, 'legacy', 'Your Halcyon verification code: 482913', 'Your code is 482913.');
    const code = await mailCode(t, 'alice@example.com');
    const before = await lastMail(t, { to: 'legacy@example.com' });
    expect(before).toMatchObject({
      subject: 'Your Halcyon verification code: 482913',
      text: 'Your code is 482913.',
    });
    const sealedBefore = await rawMail(t, (await lastMail(t, { to: 'alice@example.com' })).id);

    expect(await t.app.mailer.sealLegacyMails()).toBe(1);
    const row = await rawMail(t, 'legacy');
    expect(row).toMatchObject({ subject: null, body_text: null, status: 'logged' });
    expect(row.body_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('482913');
    expect(await lastMail(t, { to: 'legacy@example.com' })).toEqual(before);
    // The mail sealed when it was sent is left as it was, and still reads.
    expect(await rawMail(t, sealedBefore.id)).toEqual(sealedBefore);
    expect((await lastMail(t, { to: 'alice@example.com' })).subject).toContain(code);

    // Run again: nothing left to seal, nothing sealed twice.
    expect(await t.app.mailer.sealLegacyMails()).toBe(0);
    expect(await rawMail(t, 'legacy')).toEqual(row);
    // A run that read the row plain before this one sealed it finds its guard false and writes nothing.
    const stale = { subject: before.subject, text: before.text };
    expect(await replacePlainMail(t.db, 'legacy', stale, { subject: 'v1.x', body: 'v1.y' })).toBe(false);
    expect(await rawMail(t, 'legacy')).toEqual(row);
  });

  it('seals legacy mails across pages, a page at a time', async () => {
    const ids = ['m1', 'm2', 'm3', 'm4', 'm5'];
    for (const id of ids) await insertLegacy(t, id, `Code for ${id}: 10000${id.at(-1)}`, `Body of ${id}`);
    expect(await t.app.mailer.sealLegacyMails(2)).toBe(5);
    const rows = await rawMails(t);
    expect(rows.map((row) => [row.id, row.body_text, row.subject])).toEqual(
      ids.map((id) => [id, null, null]),
    );
    for (const id of ids) {
      expect(await lastMail(t, { to: `${id}@example.com` })).toMatchObject({
        subject: `Code for ${id}: 10000${id.at(-1)}`,
        text: `Body of ${id}`,
      });
    }
    expect(await t.app.mailer.sealLegacyMails(2)).toBe(0);
  });
});
