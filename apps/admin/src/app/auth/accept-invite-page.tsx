import { ADMIN_SESSION } from '@halcyon/api';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { AuthCard } from './auth-card.tsx';

/** The page of the invitation link: the invited operator chooses a password, then signs in (and enrols TOTP). */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useSingleMutation({
    mutationFn: (password: string) =>
      http.post<{ email: string }>('/auth/accept-invite', { token, password }, { anonymous: true }),
  });

  if (!token) {
    return (
      <AuthCard title={t('invite.title')}>
        <Result status="warning" title={t('invite.noToken')} />
      </AuthCard>
    );
  }
  if (accept.isSuccess) {
    return (
      <AuthCard title={t('invite.title')}>
        <Result
          status="success"
          title={t('invite.done')}
          extra={
            <Button
              type="primary"
              onClick={() => navigate(`/sign-in?email=${encodeURIComponent(accept.data.email)}`)}
            >
              {t('auth.signIn')}
            </Button>
          }
        />
      </AuthCard>
    );
  }
  const min = ADMIN_SESSION.passwordMin;
  return (
    <AuthCard title={t('invite.title')}>
      <Form layout="vertical" onFinish={(values: { password: string }) => accept.mutate(values.password)}>
        <Form.Item
          name="password"
          label={t('invite.password')}
          extra={t('invite.passwordRule', { min })}
          rules={[
            {
              required: true,
              min,
              max: ADMIN_SESSION.passwordMax,
              message: t('invite.passwordRule', { min }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('invite.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('invite.mismatch') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('invite.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {accept.isError ? (
          <Alert type="error" showIcon title={errorText(accept.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={accept.isPending}>
          {t('invite.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
