import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/shared/navigation/paths.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { AuthSwitch } from '../components/auth-switch.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useRegisterForm } from '../use-register-form.ts';

/** Account, e-mail with a code, password twice, captcha when the server wants one, optional invitation. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { form, onSubmit, pending, captchaEnabled, captcha, onCodeSent } = useRegisterForm();
  const { control, trigger, getValues } = form;

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
          onSent={onCodeSent}
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
        <Button block type="submit" color="primary" loading={pending}>
          {t('auth.register')}
        </Button>
      </form>
      <div className="hc-auth-links">
        <AuthSwitch question={t('auth.haveAccount')} action={t('auth.goLogin')} to={PATHS.login} />
      </div>
    </div>
  );
}
