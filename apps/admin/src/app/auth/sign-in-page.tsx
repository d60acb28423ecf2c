import type { AdminLoginResponse, AdminSignedIn } from '@halcyon/api';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { startSession, takeSessionEndedNotice } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { AuthCard } from './auth-card.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

interface Credentials {
  email: string;
  password: string;
  totp?: string;
}

/** Only paths inside the console: `next` comes from the address bar. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [enrolmentToken, setEnrolmentToken] = useState<string | null>(null);
  const [expired] = useState(takeSessionEndedNotice);

  const signedIn = (answer: AdminSignedIn) => {
    startSession(answer);
    navigate(safeNext(params.get('next')), { replace: true });
  };
  const login = useSingleMutation({
    mutationFn: ({ email, password, totp }: Credentials) =>
      http.post<AdminLoginResponse>(
        '/auth/login',
        { email, password, ...(totp?.trim() ? { totp: totp.trim() } : {}) },
        { anonymous: true },
      ),
    onSuccess: (answer) => {
      if (answer.status === 'TOTP_ENROLMENT_REQUIRED') setEnrolmentToken(answer.enrolmentToken);
      else signedIn(answer);
    },
  });

  if (enrolmentToken) {
    return (
      <AuthCard title={t('auth.enrolTitle')}>
        <TotpEnrolment enrolmentToken={enrolmentToken} onSignedIn={signedIn} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.signInTitle')}>
      {expired ? <Alert type="warning" showIcon title={t('auth.sessionEnded')} /> : null}
      <Form
        layout="vertical"
        initialValues={{ email: params.get('email') ?? '' }}
        onFinish={(values: Credentials) => login.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[{ required: true, type: 'email', message: t('auth.emailInvalid') }]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="totp"
          label={t('auth.totpCode')}
          extra={t('auth.totpHint')}
          rules={[{ pattern: /^\s*(\d{6})?\s*$/, message: t('auth.totpFormat') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        {login.isError ? (
          <Alert type="error" showIcon title={errorText(login.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
