import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fake-clock.ts';
import { backends, type TestDatabase } from '../../test/test-database.ts';
import { dateOf } from './clock.ts';
import type { MailStatus } from './db-schema.ts';
import { insertOutboxMail, markOutboxMail } from './mail-outbox-repo.ts';
import { MAIL_OUTBOX_RETENTION_MS, sweepDeliveredMails } from './mail-outbox-sweep.ts';

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
    const rows = Array.from({ length: 2_001 }, (_, index) => ({
      id: `m${String(index).padStart(5, '0')}`,
      kind: 'email-code',
      to_address: 'bulk@example.com',
      subject: 'Your code',
      body_text: 'Your code is 123456',
      status: 'logged' as const,
      created_at: dateOf(clock),
    }));
    await db().insertInto('mail_outbox').values(rows).execute();
    clock.advance(MAIL_OUTBOX_RETENTION_MS + 1);
    expect(await sweepDeliveredMails({ db: db(), clock })).toBe(2_001);
    expect(await kept()).toEqual([]);
  });
});
