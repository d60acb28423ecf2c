import { emailField, resetPasswordRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { authApi, EMAIL_CODE_FIELDS } from '../api.ts';
import { EmailCodeButton } from '../components/email-code-button.tsx';

const FIELDS = ['email', 'emailCode', 'newPassword', 'confirmPassword'] as const;

/** Reset the password with a code sent to the e-mail; every session of the account ends. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { control, handleSubmit, setError, trigger, getValues } = useForm({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { email: '', emailCode: '', newPassword: '', confirmPassword: '' },
  });

  const resolveEmail = async () => {
    if (!(await trigger('email'))) return null;
    const parsed = emailField.safeParse(getValues('email'));
    return parsed.success ? parsed.data : null;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (codeSentTo !== values.email) {
      setError('emailCode', { message: 'validation.emailCodeNotSent' }, { shouldFocus: true });
      return;
    }
    setSubmitting(true);
    try {
      await authApi.resetPassword(values);
      showSuccessToast(t('auth.resetSuccess'));
      redirectTo(PATHS.login);
    } catch (error) {
      showServerErrors(error, setError, { fields: FIELDS, codeFields: EMAIL_CODE_FIELDS });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <div className="hc-auth">
      <div className="hc-auth-heading">
        <p>{t('auth.resetSubtitle')}</p>
      </div>
      <form className="hc-form" onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="email"
          id="reset-email"
          type="email"
          inputMode="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="email"
        />
        <TextField
          control={control}
          name="emailCode"
          id="reset-email-code"
          inputMode="numeric"
          label={t('auth.emailCode')}
          placeholder={t('auth.emailCodePlaceholder')}
          autoComplete="one-time-code"
          maxLength={6}
          extra={
            <EmailCodeButton purpose="reset_password" resolveEmail={resolveEmail} onSent={setCodeSentTo} />
          }
        />
        <TextField
          control={control}
          name="newPassword"
          id="reset-new-password"
          type="password"
          label={t('auth.newPassword')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="new-password"
        />
        <TextField
          control={control}
          name="confirmPassword"
          id="reset-confirm-password"
          type="password"
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
        <Button block type="submit" color="primary" loading={submitting}>
          {t('auth.resetPassword')}
        </Button>
      </form>
    </div>
  );
}
