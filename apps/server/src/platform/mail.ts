import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from './clock.ts';
import type { Db } from './db.ts';
import { newId } from './ids.ts';
import { insertOutboxMail, markOutboxMail } from './mail-outbox-repo.ts';
import { optionalDependency } from './optional-dependency.ts';

const nodemailer = optionalDependency<typeof import('nodemailer')>('nodemailer');

export type OutgoingMail = { kind: string; to: string; subject: string; text: string };

export interface Mailer {
  /** Stores the mail in the outbox, then delivers it (SMTP) or logs it (no SMTP_URL). Throws MailDeliveryError. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

type MailerOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * smtp://host:port works without auth; smtps:// is implicit TLS; nodemailer's query options apply
 * (e.g. ?ignoreTLS=true). A loopback server's STARTTLS certificate is not checked: local test servers
 * present self-signed ones, and nothing travels over a network there.
 */
function createTransport(smtpUrl: string) {
  const loopback = LOOPBACK.has(new URL(smtpUrl).hostname);
  return nodemailer().createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(loopback ? { tls: { rejectUnauthorized: false } } : {}),
  });
}

export function createMailer({ db, clock, log, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const id = newId();
      await insertOutboxMail(db, {
        id,
        ...mail,
        status: transport ? 'pending' : 'logged',
        createdAt: dateOf(clock),
      });
      if (!transport) {
        // Without SMTP the log is the mailbox: whoever runs `npm start` reads their code here.
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          `mail to ${mail.to}: ${mail.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await markOutboxMail(db, id, { status: 'sent', at: dateOf(clock) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await markOutboxMail(db, id, { status: 'failed', error: reason });
        throw new MailDeliveryError(reason, { cause: error });
      }
    },
    close() {
      transport?.close();
    },
  };
}
