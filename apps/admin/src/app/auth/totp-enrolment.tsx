import type { AdminSignedIn, TotpEnrolResponse } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';

/**
 * First sign-in: the server hands out a TOTP secret for the enrolment token; the operator scans the QR
 * code (or types the secret) into an authenticator app and confirms with a current code.
 */
export function TotpEnrolment({
  enrolmentToken,
  onSignedIn,
}: {
  enrolmentToken: string;
  onSignedIn: (signedIn: AdminSignedIn) => void;
}) {
  const { t } = useTranslation();
  const secret = useQuery({
    queryKey: ['admin', 'totp-enrol', enrolmentToken],
    queryFn: async () => {
      const enrol = await http.post<TotpEnrolResponse>(
        '/auth/totp/enrol',
        { enrolmentToken },
        { anonymous: true },
      );
      const qr = await QRCode.toDataURL(enrol.otpauthUri, { margin: 1, width: 200 });
      return { ...enrol, qr };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const verify = useSingleMutation({
    mutationFn: (code: string) =>
      http.post<AdminSignedIn>('/auth/totp/verify', { enrolmentToken, code }, { anonymous: true }),
    onSuccess: onSignedIn,
  });

  if (secret.isPending) return <Spin />;
  if (secret.isError) return <Alert type="error" showIcon title={errorText(secret.error)} />;
  return (
    <>
      <Typography.Paragraph>{t('auth.enrolIntro')}</Typography.Paragraph>
      <img className="hc-qr" src={secret.data.qr} alt={t('auth.qrAlt')} />
      <Typography.Paragraph>
        {t('auth.secretLabel')}{' '}
        <Typography.Text copyable className="hc-secret" data-testid="totp-secret">
          {secret.data.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={(values: { code: string }) => verify.mutate(values.code.trim())}>
        <Form.Item
          name="code"
          label={t('auth.totpCode')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.totpFormat') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        {verify.isError ? <Alert type="error" showIcon title={errorText(verify.error)} /> : null}
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          {t('auth.confirmEnrolment')}
        </Button>
      </Form>
    </>
  );
}
