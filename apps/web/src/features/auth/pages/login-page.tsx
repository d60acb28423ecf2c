import { loginRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { startSession } from '@/shared/session/session-service.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { TextField } from '@/shared/ui/form-field.tsx';
import { authApi } from '../api.ts';
import { DemoAccountHint } from '../components/demo-account-hint.tsx';
import { afterLoginPath } from '../safe-redirect.ts';

/** Log in with the account name or the e-mail address and the password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const loginLoading = useSessionStore((state) => state.loginLoading);
  const setLoginLoading = useSessionStore((state) => state.setLoginLoading);
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { account: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setLoginLoading(true);
    try {
      startSession(await authApi.login(values));
      showSuccessToast(t('auth.loginSuccess'));
      redirectTo(afterLoginPath(params.redirect));
    } catch (error) {
      showServerErrors(error, setError, { fields: ['account', 'password'] });
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
        <Button block type="submit" color="primary" loading={loginLoading}>
          {t('auth.login')}
        </Button>
      </form>
      <div className="hc-auth-links">
        <span>
          {t('auth.noAccount')}{' '}
          <button type="button" className="hc-link" onClick={() => navigateTo(PATHS.register)}>
            {t('auth.goRegister')}
          </button>
        </span>
        <button type="button" className="hc-link" onClick={() => navigateTo(PATHS.forgotPassword)}>
          {t('auth.forgotPassword')}
        </button>
      </div>
    </div>
  );
}
