import type { WithdrawalSettingsInput } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { AdminApiError } from '@/frame/http.ts';
import { LoadAlert } from '@/frame/server-table.tsx';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';

/**
 * The withdrawal settings: the daily amount above which a withdrawal needs a verified identity. Finance
 * and owners edit it (audited on the server); others read it.
 */
export function WithdrawalSettingsSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editable = useCan()('finance.configure');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WithdrawalSettingsInput>();
  const settings = useQuery({ queryKey: FINANCE_KEYS.settings, queryFn: financeAdminApi.withdrawalSettings });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const save = useSingleMutation({
    mutationFn: financeAdminApi.updateWithdrawalSettings,
    onSuccess: (saved) => {
      void message.success(t('withdrawalSettings.saved'));
      queryClient.setQueryData(FINANCE_KEYS.settings, saved);
    },
    onError: (error) => {
      if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as never, errors })),
        );
        return;
      }
      void message.error(errorText(error));
    },
  });
  return (
    <section>
      <Typography.Title level={4}>{t('withdrawalSettings.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('withdrawalSettings.hint')}</Typography.Paragraph>
      {/* Not loaded: an empty field to fill in would overwrite a limit nobody has seen. */}
      <LoadAlert query={settings} stale={false} />
      <Form<WithdrawalSettingsInput>
        form={form}
        layout="inline"
        disabled={!editable || settings.data === undefined}
        onFinish={(values) => save.mutate({ kycDailyLimit: values.kycDailyLimit.trim() })}
      >
        <Form.Item
          name="kycDailyLimit"
          label={t('withdrawalSettings.kycDailyLimit')}
          rules={[{ required: true }]}
        >
          <Input inputMode="decimal" style={{ width: 180 }} />
        </Form.Item>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('withdrawalSettings.save')}
          </Button>
        ) : null}
      </Form>
    </section>
  );
}
