import { resetPasswordRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@/shared/api/use-server-submit.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { authApi, EMAIL_CODE_FIELDS } from '../api.ts';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

const FIELDS = ['email', 'emailCode', 'newPassword', 'confirmPassword'] as const;

/** Reset the password with a code sent to the e-mail; every session of the account ends. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, trigger, getValues } = useForm({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { email: '', emailCode: '', newPassword: '', confirmPassword: '' },
  });
  const submitting = useServerSubmit(setError, { fields: FIELDS, codeFields: EMAIL_CODE_FIELDS });

  const onSubmit = handleSubmit(async (values) => {
    if (codeSentTo !== values.email) {
      setError('emailCode', { message: 'validation.emailCodeNotSent' }, { shouldFocus: true });
      return;
    }
    await submitting.send(async () => {
      await authApi.resetPassword(values);
      showSuccessToast(t('auth.resetSuccess'));
      redirectTo(PATHS.login);
    });
  });

  return (
    <div className="hc-auth">
      <div className="hc-auth-heading">
        <p>{t('auth.resetSubtitle')}</p>
      </div>
      <form className="hc-form" onSubmit={onSubmit} noValidate>
        <EmailCodeFields
          control={control}
          trigger={trigger}
          getValues={getValues}
          idPrefix="reset"
          emailName="email"
          codeName="emailCode"
          purpose="reset_password"
          onSent={setCodeSentTo}
        />
        <NewPasswordFields
          control={control}
          idPrefix="reset"
          passwordName="newPassword"
          confirmName="confirmPassword"
          passwordLabel={t('auth.newPassword')}
        />
        <Button block type="submit" color="primary" loading={submitting.pending}>
          {t('auth.resetPassword')}
        </Button>
      </form>
    </div>
  );
}
