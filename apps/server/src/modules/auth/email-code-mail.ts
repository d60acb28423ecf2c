import { AUTH, type EmailCodePurpose } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { Translator } from '../../platform/i18n.ts';
import type { OutgoingMail } from '../../platform/mail.ts';

type CodeMail = {
  to: string;
  purpose: EmailCodePurpose;
  /** Null when a reset was asked for an address without an account: that mail says so instead. */
  code: string | null;
  appName: string;
  locale: Locale;
};

function bodyKey(purpose: EmailCodePurpose): string {
  switch (purpose) {
    case 'register':
      return 'mail.registerCodeBody';
    case 'reset_password':
      return 'mail.resetPasswordCodeBody';
    default: {
      const unreachable: never = purpose;
      throw new Error(`unknown e-mail code purpose ${String(unreachable)}`);
    }
  }
}

/** The e-mail text in the language of the request that asked for it. */
export function composeCodeMail(translator: Translator, mail: CodeMail): OutgoingMail {
  const t = (key: string, params: Record<string, string | number>) =>
    translator.translate(mail.locale, key, params);
  if (mail.code === null) {
    return {
      kind: 'reset_password_no_account',
      to: mail.to,
      subject: t('mail.resetPasswordNoAccountSubject', { appName: mail.appName }),
      text: t('mail.resetPasswordNoAccountBody', { appName: mail.appName }),
    };
  }
  const params = { appName: mail.appName, code: mail.code, minutes: AUTH.emailCodeTtlMs / 60_000 };
  return {
    kind: `email_code_${mail.purpose}`,
    to: mail.to,
    subject: t('mail.codeSubject', params),
    text: t(bodyKey(mail.purpose), params),
  };
}
