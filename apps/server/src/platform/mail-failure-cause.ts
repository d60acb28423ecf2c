/**
 * What the outbox keeps of a failed send: nodemailer's error code, the SMTP reply code and the command it
 * answered, those known, in that order ("EENVELOPE 550 RCPT TO", "EMESSAGE 550 DATA", "ETIMEDOUT CONN"),
 * or UNKNOWN. Never the error's message: an SMTP refusal quotes the recipient's address and at times a
 * line of the message, and everything else personal in the row is sealed. Nothing reads the cause but a
 * person at the database asking why a mail did not arrive, and these three answer that (refused address,
 * refused content, no server); the whole text goes to the log the mailer writes at the failure, which is
 * where an operator diagnoses an SMTP fault while it happens. Sealing the text instead would keep the
 * address for as long as the row and make every reader open it, for nothing the three parts do not say.
 */
export function failureCauseOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return UNKNOWN_CAUSE;
  const { code, responseCode, command } = error as Record<string, unknown>;
  // Each part only in the shape nodemailer gives it, so no address or text can ride along in one.
  const parts = [
    typeof code === 'string' && ERROR_CODE.test(code) ? code : null,
    isReplyCode(responseCode) ? String(responseCode) : null,
    typeof command === 'string' && SMTP_COMMAND.test(command) ? command : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? UNKNOWN_CAUSE : parts.join(' ');
}

const isReplyCode = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 200 && value < 600;

export const UNKNOWN_CAUSE = 'UNKNOWN';

/**
 * The cause the outbox sweep gives a mail still pending long after any send could have ended
 * (mail-outbox-sweep.ts): the process stopped between storing the mail and learning the send's result, so
 * whether it arrived is not known, and nothing will try it again.
 */
export const INTERRUPTED_CAUSE =
  'INTERRUPTED: still pending long after any send ends; the server stopped mid-send';

/** nodemailer's codes (EENVELOPE, EAUTH, ETIMEDOUT) and Node's own it passes on (ECONNREFUSED). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,31}$/;
/** The command a reply answered: CONN, DATA, RCPT TO, MAIL FROM, AUTH CRAM-MD5; never its argument. */
const SMTP_COMMAND = /^[A-Z][A-Z0-9-]{0,15}( [A-Z][A-Z0-9-]{0,15})?$/;
