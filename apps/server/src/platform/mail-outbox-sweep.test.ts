import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fake-clock.ts';
import { backends, type TestDatabase } from '../../test/test-database.ts';
import { dateOf } from './clock.ts';
import type { MailStatus } from './db-schema.ts';
import { INTERRUPTED_CAUSE } from './mail-failure-cause.ts';
import { insertOutboxMail, markOutboxMail } from './mail-outbox-repo.ts';
import {
  FAILED_MAIL_RETENTION_MS,
  failInterruptedSends,
  INTERRUPTED_SEND_AFTER_MS,
  MAIL_OUTBOX_RETENTION_MS,
  sweepDeliveredMails,
  sweepMailOutbox,
} from './mail-outbox-sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('the mail outbox sweep ($name)', (backend) => {
  let database: TestDatabase | undefined;
  let clock = new FakeClock();
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database?.reset();
    clock = new FakeClock();
  });

  const db = () => {
    if (!database) throw new Error('test database not open');
    return database.handle.db;
  };

  /** A mail written now (by the fake clock) that ends in `status`, as the mailer leaves it. */
  async function mail(id: string, status: MailStatus): Promise<void> {
    const written = dateOf(clock);
    await insertOutboxMail(db(), {
      id,
      kind: 'withdrawal-completed',
      to: `${id}@example.com`,
      // The sweep never opens a mail: what is sealed does not matter here.
      sealed: { subject: 'v1.subject', body: 'v1.body' },
      status: status === 'logged' ? 'logged' : 'pending',
      createdAt: written,
    });
    if (status === 'sent') await markOutboxMail(db(), id, { status: 'sent', at: written });
    if (status === 'failed') await markOutboxMail(db(), id, { status: 'failed', cause: 'EMESSAGE 550 DATA' });
  }

  const causes = async () =>
    (await db().selectFrom('mail_outbox').select(['id', 'error']).orderBy('id').execute()).map(
      (row) => `${row.id} ${row.error}`,
    );

  const kept = async () =>
    (await db().selectFrom('mail_outbox').select(['id', 'status']).orderBy('id').execute()).map(
      (row) => `${row.id} ${row.status}`,
    );

  it('deletes delivered mails past the retention and keeps recent ones and every undelivered one', async () => {
    await mail('old-sent', 'sent');
    await mail('old-logged', 'logged');
    await mail('old-pending', 'pending');
    await mail('old-failed', 'failed');
    clock.advance(MAIL_OUTBOX_RETENTION_MS - DAY_MS);
    await mail('new-sent', 'sent');
    await mail('new-logged', 'logged');
    clock.advance(DAY_MS + 1);

    expect(await sweepDeliveredMails({ db: db(), clock })).toBe(2);
    expect(await kept()).toEqual([
      'new-logged logged',
      'new-sent sent',
      'old-failed failed',
      'old-pending pending',
    ]);
    // Nothing more is due until the recent ones pass the retention in their turn.
    expect(await sweepDeliveredMails({ db: db(), clock })).toBe(0);
    clock.advance(MAIL_OUTBOX_RETENTION_MS);
    expect(await sweepDeliveredMails({ db: db(), clock })).toBe(2);
    expect(await kept()).toEqual(['old-failed failed', 'old-pending pending']);
  });

  it('keeps a delivered mail until the retention has passed', async () => {
    await mail('sent', 'sent');
    clock.advance(MAIL_OUTBOX_RETENTION_MS - 1);
    expect(await sweepDeliveredMails({ db: db(), clock })).toBe(0);
    expect(await kept()).toEqual(['sent sent']);
  });

  it('sweeps more than one batch in one run', async () => {
    const rows = (status: 'logged' | 'pending') =>
      Array.from({ length: 2_001 }, (_, index) => ({
        id: `${status}${String(index).padStart(5, '0')}`,
        kind: 'email-code',
        to_address: 'bulk@example.com',
        subject: 'Your code',
        body_text: 'Your code is 123456',
        status,
        created_at: dateOf(clock),
      }));
    await db().insertInto('mail_outbox').values(rows('logged')).execute();
    await db().insertInto('mail_outbox').values(rows('pending')).execute();
    clock.advance(MAIL_OUTBOX_RETENTION_MS + 1);
    expect(await sweepMailOutbox({ db: db(), clock })).toEqual({
      interrupted: 2_001,
      delivered: 2_001,
      failed: 0,
    });
    expect(new Set(await kept())).toEqual(new Set(rows('pending').map((row) => `${row.id} failed`)));
  });

  it('leaves a pending mail alone while its send may still be under way, then marks it failed, interrupted', async () => {
    await mail('pending', 'pending');
    await mail('sent', 'sent');
    clock.advance(INTERRUPTED_SEND_AFTER_MS - 1);
    await mail('later', 'pending');
    expect(await failInterruptedSends({ db: db(), clock })).toBe(0);
    expect(await kept()).toEqual(['later pending', 'pending pending', 'sent sent']);

    clock.advance(2);
    expect(await failInterruptedSends({ db: db(), clock })).toBe(1);
    expect(await kept()).toEqual(['later pending', 'pending failed', 'sent sent']);
    // Not a failure SMTP reported: the cause says the send never finished.
    expect(await causes()).toEqual(['later null', `pending ${INTERRUPTED_CAUSE}`, 'sent null']);
    expect(INTERRUPTED_CAUSE).toMatch(/^INTERRUPTED/);
  });

  it('keeps a failed mail past the delivered ones, until its own retention has passed', async () => {
    await mail('failed', 'failed');
    await mail('pending', 'pending');
    await mail('sent', 'sent');
    clock.advance(MAIL_OUTBOX_RETENTION_MS + 1);
    expect(await sweepMailOutbox({ db: db(), clock })).toEqual({ interrupted: 1, delivered: 1, failed: 0 });
    expect(await kept()).toEqual(['failed failed', 'pending failed']);

    clock.advance(FAILED_MAIL_RETENTION_MS - MAIL_OUTBOX_RETENTION_MS - 2);
    expect(await sweepMailOutbox({ db: db(), clock })).toEqual({ interrupted: 0, delivered: 0, failed: 0 });
    expect(await kept()).toEqual(['failed failed', 'pending failed']);
    // Both counted from when they were written, the interrupted one too.
    clock.advance(2);
    expect(await sweepMailOutbox({ db: db(), clock })).toEqual({ interrupted: 0, delivered: 0, failed: 2 });
    expect(await kept()).toEqual([]);
  });

  it('marks and deletes, in one pass, a send interrupted longer ago than the failed retention', async () => {
    await mail('pending', 'pending');
    clock.advance(FAILED_MAIL_RETENTION_MS + 1);
    expect(await sweepMailOutbox({ db: db(), clock })).toEqual({ interrupted: 1, delivered: 0, failed: 1 });
    expect(await kept()).toEqual([]);
  });
});
