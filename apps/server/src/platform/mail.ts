import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from './clock.ts';
import type { Db } from './db.ts';
import { newId } from './ids.ts';
import { lazyMailBox, type MailWords, type StoredMailWords } from './mail-box.ts';
import { failureCauseOf } from './mail-failure-cause.ts';
import { sealLegacyMails } from './mail-legacy-sealing.ts';
import { insertOutboxMail, markOutboxMail } from './mail-outbox-repo.ts';
import { optionalDependency } from './optional-dependency.ts';
import type { ServerSecrets } from './server-secrets.ts';

const nodemailer = optionalDependency<typeof import('nodemailer')>('nodemailer');

export type OutgoingMail = { kind: string; to: string; subject: string; text: string };

export interface Mailer {
  /**
   * Stores the mail in the outbox (its subject and body sealed), then delivers it (SMTP) or logs it (no
   * SMTP_URL). Throws MailDeliveryError.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** An outbox row's subject and body as they were sent, sealed or (a legacy row) plain. */
  open(row: StoredMailWords): Promise<MailWords>;
  /** Seals the mails the outbox holds plain from before sealing (`npm run seal:legacy`); answers how many. */
  sealLegacyMails(pageSize?: number): Promise<number>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and maintenance (seal:legacy) reach the outbox through the app. */
    mailer: Mailer;
  }
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

type MailerOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  secrets: ServerSecrets;
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

export function createMailer({ db, clock, log, secrets, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  const box = lazyMailBox(secrets);
  return {
    async send(mail) {
      const id = newId();
      // Sealed: the outbox is a record, kept for weeks, of invitation links with live tokens and sign-in
      // codes still valid, which the tables they belong to keep only as hashes. Delivery uses `mail` itself.
      await insertOutboxMail(db, {
        id,
        kind: mail.kind,
        to: mail.to,
        sealed: (await box()).seal(id, mail),
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
        // The whole error, the SMTP server's words with it, only in the log; the outbox keeps its cause.
        log.error({ err: error, mailId: id }, 'mail delivery failed');
        await markOutboxMail(db, id, { status: 'failed', cause: failureCauseOf(error) });
        throw new MailDeliveryError(reason, { cause: error });
      }
    },
    open: async (row) => (await box()).open(row),
    sealLegacyMails: async (pageSize) => sealLegacyMails(db, await box(), pageSize),
    close() {
      transport?.close();
    },
  };
}
