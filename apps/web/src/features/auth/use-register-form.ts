import { registerRequest } from '@halcyon/api';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { authApi, REGISTER_CODE_FIELDS } from './api.ts';
import { useCaptcha } from './components/captcha-image.tsx';

const FIELDS = [
  'account',
  'email',
  'emailCode',
  'password',
  'confirmPassword',
  'captcha',
  'invitationCode',
] as const;

/**
 * The register form and sending it: refused before any request while no code was sent to the address
 * typed or the captcha the server wants is empty; a captcha is good for one try.
 */
export function useRegisterForm() {
  const { t } = useTranslation();
  const params = usePageParams();
  const captchaEnabled = useAppStatus().data?.registerCaptcha === true;
  const captcha = useCaptcha(captchaEnabled);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const form = useForm({
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
  const { handleSubmit, setError } = form;
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

  return { form, onSubmit, pending: submitting.pending, captchaEnabled, captcha, onCodeSent: setCodeSentTo };
}
