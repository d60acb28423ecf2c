import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { AuthSwitch } from '../components/auth-switch.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { DemoAccountHint } from '../components/demo-account-hint.tsx';
import { useLoginForm } from '../use-login-form.ts';

/**
 * Log in with the account name or the e-mail address and the password; with two-factor sign-in on, the
 * server answers TOTP_REQUIRED and the same form asks for the code and sends everything again. After
 * many failed attempts on an account the server answers CAPTCHA_REQUIRED and the form shows an image code.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { form, onSubmit, loading, needsCode, needsCaptcha, captcha } = useLoginForm();
  const { control, setValue, clearErrors } = form;

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
        <Button block type="submit" color="primary" loading={loading}>
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
