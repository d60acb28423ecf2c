import { type EmailCodePurpose, emailField } from '@halcyon/api';
import type { Control, FieldValues, Path, UseFormGetValues, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form-field.tsx';
import { EmailCodeButton } from './email-code-button.tsx';
import { fieldId } from './field-id.ts';

interface EmailCodeFieldsProps<T extends FieldValues> {
  control: Control<T>;
  trigger: UseFormTrigger<T>;
  getValues: UseFormGetValues<T>;
  /** Ids are the prefix and the kebab-cased field name: "register" -> "register-email", "register-email-code". */
  idPrefix: string;
  emailName: Path<T>;
  codeName: Path<T>;
  purpose: EmailCodePurpose;
  /** Called with the address a code was sent to (or is still on its way to, after a cooldown answer). */
  onSent: (email: string) => void;
}

/** The e-mail field and the e-mail-code field with its send button (register and reset password). */
export function EmailCodeFields<T extends FieldValues>({
  control,
  trigger,
  getValues,
  idPrefix,
  emailName,
  codeName,
  purpose,
  onSent,
}: EmailCodeFieldsProps<T>) {
  const { t } = useTranslation();

  const resolveEmail = async () => {
    if (!(await trigger(emailName))) return null;
    const parsed = emailField.safeParse(getValues(emailName));
    return parsed.success ? parsed.data : null;
  };

  return (
    <>
      <TextField
        control={control}
        name={emailName}
        id={fieldId(idPrefix, emailName)}
        type="email"
        inputMode="email"
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        autoComplete="email"
      />
      <TextField
        control={control}
        name={codeName}
        id={fieldId(idPrefix, codeName)}
        inputMode="numeric"
        label={t('auth.emailCode')}
        placeholder={t('auth.emailCodePlaceholder')}
        autoComplete="one-time-code"
        maxLength={6}
        extra={<EmailCodeButton purpose={purpose} resolveEmail={resolveEmail} onSent={onSent} />}
      />
    </>
  );
}
