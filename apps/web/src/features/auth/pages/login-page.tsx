import { loginRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { startSession } from '@/shared/session/session-service.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { authApi } from '../api.ts';
import { AuthSwitch } from '../components/auth-switch.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { useCaptcha } from '../components/captcha-image.tsx';
import { DemoAccountHint } from '../components/demo-account-hint.tsx';
import { afterLoginPath } from '../safe-redirect.ts';

/** Codes of the second step: shown under the code field, not as a toast. */
const TOTP_CODE_FIELDS = { TOTP_INVALID: 'totp', TOTP_REQUIRED: 'totp' } as const;
/** After many failed logins the server asks for a captcha: its errors belong under the captcha field. */
const CAPTCHA_CODE_FIELDS = { CAPTCHA_INVALID: 'captcha', CAPTCHA_REQUIRED: 'captcha' } as const;

/**
 * Log in with the account name or the e-mail address and the password; with two-factor sign-in on, the
 * server answers TOTP_REQUIRED and the same form asks for the code and sends everything again. After
 * many failed attempts on an account the server answers CAPTCHA_REQUIRED and the form shows an image code.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const loginLoading = useSessionStore((state) => state.loginLoading);
  const setLoginLoading = useSessionStore((state) => state.setLoginLoading);
  const [needsCode, setNeedsCode] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha(needsCaptcha);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { account: '', password: '', totp: '', captcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setLoginLoading(true);
    try {
      const { totp, captcha: captchaText, captchaId: _unused, ...credentials } = values;
      const withCode = needsCode && totp ? { ...credentials, totp } : credentials;
      const captchaId = captcha.data?.captchaId;
      startSession(
        await authApi.login(
          needsCaptcha && captchaId && captchaText
            ? { ...withCode, captchaId, captcha: captchaText }
            : withCode,
        ),
      );
      showSuccessToast(t('auth.loginSuccess'));
      // Back to the page that asked, or to the shared link that sent this visitor home to log in.
      redirectTo(afterLoginPath(params.redirect ?? takeReturnTo()));
    } catch (error) {
      if (isApiError(error) && error.code === 'TOTP_REQUIRED' && !needsCode) {
        setNeedsCode(true);
        return;
      }
      if (isApiError(error) && error.code === 'CAPTCHA_REQUIRED') setNeedsCaptcha(true);
      // A captcha is good for one try.
      if (needsCaptcha) void captcha.refetch();
      showServerErrors(error, setError, {
        fields: ['account', 'password', 'totp', 'captcha'],
        codeFields: { ...(needsCode ? TOTP_CODE_FIELDS : {}), ...CAPTCHA_CODE_FIELDS },
      });
    } finally {
      setLoginLoading(false);
    }
  });

  return (
    <div className="hc-auth">
      <div className="hc-auth-heading">
        <h2>{t('auth.welcomeBack')}</h2>
        <p>{t('auth.loginSubtitle')}</p>
      </div>
      <DemoAccountHint
        onFill={(demo) => {
          setValue('account', demo.account, { shouldDirty: true });
          setValue('password', demo.password, { shouldDirty: true });
          clearErrors();
        }}
      />
      <form className="hc-form" onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="account"
          id="login-account"
          label={t('auth.accountOrEmail')}
          placeholder={t('auth.accountOrEmailPlaceholder')}
          autoComplete="username"
        />
        <TextField
          control={control}
          name="password"
          id="login-password"
          type="password"
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
        {needsCode ? (
          <>
            <p className="hc-auth-hint" role="status">
              {t('twoFactor.loginHint')}
            </p>
            <TextField
              control={control}
              name="totp"
              id="login-totp"
              label={t('twoFactor.loginTitle')}
              placeholder={t('twoFactor.codePlaceholder')}
              autoComplete="one-time-code"
              inputMode="text"
            />
          </>
        ) : null}
        {needsCaptcha ? (
          <CaptchaField control={control} name="captcha" id="login-captcha" captcha={captcha} />
        ) : null}
        <Button block type="submit" color="primary" loading={loginLoading}>
          {t('auth.login')}
        </Button>
      </form>
      <div className="hc-auth-links">
        <AuthSwitch question={t('auth.noAccount')} action={t('auth.goRegister')} to={PATHS.register} />
        <button type="button" className="hc-link" onClick={() => navigateTo(PATHS.forgotPassword)}>
          {t('auth.forgotPassword')}
        </button>
      </div>
    </div>
  );
}
