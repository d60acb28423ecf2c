import { loginRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerErrors } from '@/shared/api/form-errors.ts';
import { useSingleFlight } from '@/shared/api/use-single-flight.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { startSession } from '@/shared/session/session-service.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showSuccessToast } from '@/shared/ui/feedback.ts';
import { authApi } from './api.ts';
import { useCaptcha } from './components/captcha-image.tsx';
import { afterLoginPath } from './safe-redirect.ts';

/** Codes of the second step: shown under the code field, not as a toast. */
const TOTP_CODE_FIELDS = { TOTP_INVALID: 'totp', TOTP_REQUIRED: 'totp' } as const;
/** After many failed logins the server asks for a captcha: its errors belong under the captcha field. */
const CAPTCHA_CODE_FIELDS = { CAPTCHA_INVALID: 'captcha', CAPTCHA_REQUIRED: 'captcha' } as const;

/**
 * The login form and sending it. TOTP_REQUIRED turns on the code step (`needsCode`) and CAPTCHA_REQUIRED
 * the image code (`needsCaptcha`); each later try sends what they ask for, a captcha good for one try.
 */
export function useLoginForm() {
  const { t } = useTranslation();
  const params = usePageParams();
  const loading = useSessionStore((state) => state.loginLoading);
  const setLoginLoading = useSessionStore((state) => state.setLoginLoading);
  const [needsCode, setNeedsCode] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha(needsCaptcha);
  const form = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { account: '', password: '', totp: '', captcha: '' },
  });
  const { handleSubmit, setError } = form;

  // A second tap checks its values and sends before the spinner is drawn: only a ref sees the first send.
  const once = useSingleFlight();
  const onSubmit = handleSubmit((values) =>
    once(async () => {
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
    }),
  );

  return { form, onSubmit, loading, needsCode, needsCaptcha, captcha };
}
