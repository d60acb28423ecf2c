import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { API, registration } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { backends } from '../../test/test-database.ts';

type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a random local port, without auth or TLS, keeping what it receives. `reject`
 * refuses every message after DATA; `rejectRecipients` refuses every recipient, quoting the address as
 * real servers do ("550 5.1.1 <bob@example.com>: Recipient address rejected").
 */
async function startSmtp(options: { reject?: boolean; rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const refusal = `5.1.1 <${address.address}>: Recipient address rejected: User unknown`;
      return callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)('mail ($name)', (backend) => {
  const t = useTestApp(backend);
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it('delivers the code over SMTP; registering with the code read from the received message works', async () => {
    smtp = await startSmtp();
    await t.rebuild({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Halcyon <no-reply@halcyon.test>' } });
    const sent = await t.post(`${API}/auth/email-code`, { email: 'inbox@example.com', purpose: 'register' });
    expect(sent.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('no-reply@halcyon.test');
    expect(message?.to).toEqual(['inbox@example.com']);
    // The subject carries the code too and is never wrapped or encoded for plain ASCII.
    const code = message?.raw.match(/^Subject: Your Halcyon verification code: (\d{6})\r?$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const registered = await t.post(`${API}/register`, { ...registration('inbox'), emailCode: code });
    expect(registered.status).toBe(200);
    const outbox = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'sent', to_address: 'inbox@example.com', error: null });
    expect(outbox.sent_at).toBeInstanceOf(Date);
    // Delivered whole, kept sealed: the row holds neither the code nor the words around it.
    expect(JSON.stringify(outbox)).not.toContain(code ?? 'no code');
    expect(JSON.stringify(outbox)).not.toContain('verification');
    expect((await t.app.mailer.open(outbox)).subject).toBe(`Your Halcyon verification code: ${code}`);
  });

  it('answers 503 when SMTP refuses, keeps the failure in the outbox, and does not start a cooldown', async () => {
    smtp = await startSmtp({ reject: true });
    await t.rebuild({ env: { SMTP_URL: smtp.url } });
    const reply = await t.post(`${API}/auth/email-code`, {
      email: 'bounce@example.com',
      purpose: 'register',
    });
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const outbox = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox.status).toBe('failed');
    // The cause (refused after DATA), not the server's words.
    expect(outbox.error).toBe('EMESSAGE 550 DATA');
    expect(await t.db.selectFrom('email_codes').selectAll().execute()).toEqual([]);
  });

  it('keeps the cause of a refused recipient, not the refusal that quotes their address', async () => {
    smtp = await startSmtp({ rejectRecipients: true });
    const lines: string[] = [];
    await t.rebuild({
      env: { SMTP_URL: smtp.url, LOG_LEVEL: 'error' },
      overrides: { logStream: { write: (line: string) => lines.push(line) } },
    });
    const reply = await t.post(`${API}/auth/email-code`, {
      email: 'nobody@example.com',
      purpose: 'register',
    });
    expect(reply.status).toBe(503);
    const outbox = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'failed', error: 'EENVELOPE 550 RCPT TO' });
    // The address is in the row once, in its own column, as the recipient of every mail is.
    const { to_address, ...rest } = outbox;
    expect(to_address).toBe('nobody@example.com');
    expect(JSON.stringify(rest)).not.toContain('nobody');
    // The server's whole answer is in the log, where an operator diagnosing SMTP looks.
    expect(lines.join('')).toContain('<nobody@example.com>: Recipient address rejected');
  });

  it('without SMTP_URL logs the mail so whoever runs the server can read the code', async () => {
    const lines: string[] = [];
    await t.rebuild({
      env: { LOG_LEVEL: 'info' },
      overrides: { logStream: { write: (line: string) => lines.push(line) } },
    });
    await t.post(`${API}/auth/email-code`, { email: 'console@example.com', purpose: 'register' });
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; level: number })
      .find((entry) => entry.msg.startsWith('mail to console@example.com'));
    expect(logged?.level).toBe(30);
    expect(logged?.msg).toMatch(/is \d{6}\./);
    expect((await t.db.selectFrom('mail_outbox').select('status').executeTakeFirstOrThrow()).status).toBe(
      'logged',
    );
  });

  it('keeps secrets out of request logs', async () => {
    const lines: string[] = [];
    await t.rebuild({
      env: { LOG_LEVEL: 'trace' },
      overrides: { logStream: { write: (line: string) => lines.push(line) } },
    });
    await t.post(
      `${API}/login`,
      { account: 'someone', password: 'hunter22' },
      { token: 'super-secret-token' },
    );
    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain('hunter22');
    expect(log).not.toContain('super-secret-token');
  });
});
