import { registerRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppStatus } from '@/shared/api/app-api.ts';
import { useServerSubmit } from '@/shared/api/use-server-submit.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { startSession } from '@/shared/session/session-service.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { authApi, REGISTER_CODE_FIELDS } from '../api.ts';
import { AuthSwitch } from '../components/auth-switch.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptcha } from '../components/captcha-image.tsx';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

const FIELDS = [
  'account',
  'email',
  'emailCode',
  'password',
  'confirmPassword',
  'captcha',
  'invitationCode',
] as const;

/** Account, e-mail with a code, password twice, captcha when the server wants one, optional invitation. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const captchaEnabled = useAppStatus().data?.registerCaptcha === true;
  const captcha = useCaptcha(captchaEnabled);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const { control, handleSubmit, setError, trigger, getValues } = useForm({
    resolver: zodResolver(registerRequest),
    defaultValues: {
      account: '',
      email: '',
      emailCode: '',
      password: '',
      confirmPassword: '',
      captcha: '',
      // Invitation links carry the code as ?code= or ?invite=.
      invitationCode: params.code ?? params.invite ?? '',
    },
  });
  const submitting = useServerSubmit(setError, { fields: FIELDS, codeFields: REGISTER_CODE_FIELDS });

  const onSubmit = handleSubmit(async (values) => {
    if (codeSentTo !== values.email) {
      setError('emailCode', { message: 'validation.emailCodeNotSent' }, { shouldFocus: true });
      return;
    }
    if (captchaEnabled && !values.captcha) {
      setError('captcha', { message: 'validation.captchaRequired' }, { shouldFocus: true });
      return;
    }
    await submitting.send(
      async () => {
        const body = captchaEnabled
          ? { ...values, captchaId: captcha.data?.captchaId }
          : { ...values, captcha: undefined };
        startSession(await authApi.register(body));
        showSuccessToast(t('auth.registerSuccess'));
        redirectTo(PATHS.home);
      },
      // A captcha is good for one try.
      () => {
        if (captchaEnabled) void captcha.refetch();
      },
    );
  });

  return (
    <div className="hc-auth">
      <div className="hc-auth-heading">
        <h2>{t('auth.createAccount')}</h2>
        <p>{t('auth.registerSubtitle')}</p>
      </div>
      <form className="hc-form" onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="account"
          id="register-account"
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          maxLength={20}
        />
        <EmailCodeFields
          control={control}
          trigger={trigger}
          getValues={getValues}
          idPrefix="register"
          emailName="email"
          codeName="emailCode"
          purpose="register"
          onSent={setCodeSentTo}
        />
        <NewPasswordFields
          control={control}
          idPrefix="register"
          passwordName="password"
          confirmName="confirmPassword"
          passwordLabel={t('auth.password')}
        />
        {captchaEnabled ? (
          <CaptchaField control={control} name="captcha" id="register-captcha" captcha={captcha} />
        ) : null}
        <TextField
          control={control}
          name="invitationCode"
          id="register-invitation-code"
          label={t('auth.invitationCode')}
          placeholder={t('auth.invitationCodePlaceholder')}
          maxLength={32}
        />
        <Button block type="submit" color="primary" loading={submitting.pending}>
          {t('auth.register')}
        </Button>
      </form>
      <div className="hc-auth-links">
        <AuthSwitch question={t('auth.haveAccount')} action={t('auth.goLogin')} to={PATHS.login} />
      </div>
    </div>
  );
}
