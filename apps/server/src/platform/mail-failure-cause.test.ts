import { describe, expect, it } from 'vitest';
import { failureCauseOf, UNKNOWN_CAUSE } from './mail-failure-cause.ts';

/** An error shaped as nodemailer's SMTP connection shapes one (smtp-connection's _formatError). */
const smtpError = (message: string, parts: Record<string, unknown>) =>
  Object.assign(new Error(message), parts);

describe('a failed mail’s cause', () => {
  it('keeps the code, the reply code and the command, never the text', () => {
    const refused = smtpError(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <bob@example.com>: Recipient address rejected",
      {
        code: 'EENVELOPE',
        response: '550 5.1.1 <bob@example.com>: Recipient address rejected',
        responseCode: 550,
        command: 'RCPT TO',
      },
    );
    expect(failureCauseOf(refused)).toBe('EENVELOPE 550 RCPT TO');
    expect(
      failureCauseOf(
        smtpError('Invalid login: 535', { code: 'EAUTH', responseCode: 535, command: 'AUTH CRAM-MD5' }),
      ),
    ).toBe('EAUTH 535 AUTH CRAM-MD5');
  });

  it('keeps the parts it has: a server that never answered has no reply code', () => {
    expect(failureCauseOf(smtpError('Connection timeout', { code: 'ETIMEDOUT', command: 'CONN' }))).toBe(
      'ETIMEDOUT CONN',
    );
    expect(failureCauseOf(smtpError('connect ECONNREFUSED 127.0.0.1:25', { code: 'ECONNREFUSED' }))).toBe(
      'ECONNREFUSED',
    );
  });

  it('drops a part not in nodemailer’s shape, so nothing personal rides along in one', () => {
    const forged = smtpError('refused', {
      code: 'bob@example.com',
      responseCode: '550 <bob@example.com>',
      command: 'RCPT TO:<bob@example.com>',
    });
    expect(failureCauseOf(forged)).toBe(UNKNOWN_CAUSE);
    expect(
      failureCauseOf(smtpError('odd', { code: 'EENVELOPE', responseCode: 55.5, command: 'rcpt to' })),
    ).toBe('EENVELOPE');
  });

  it('answers UNKNOWN for a failure that is not an error object', () => {
    expect(failureCauseOf(new Error('550 <bob@example.com> rejected'))).toBe(UNKNOWN_CAUSE);
    expect(failureCauseOf('550 <bob@example.com> rejected')).toBe(UNKNOWN_CAUSE);
    expect(failureCauseOf(null)).toBe(UNKNOWN_CAUSE);
  });
});
