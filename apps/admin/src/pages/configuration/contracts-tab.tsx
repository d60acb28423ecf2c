import type { AdminContractConfig } from '@halcyon/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Row, Spin, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { http } from '@/frame/http.ts';
import { useCan } from '@/frame/session.ts';

const CONTRACTS_KEY = ['admin', 'config', 'contracts'] as const;
const DECIMAL = /^\d+(\.\d+)?$/;

type Period = AdminContractConfig['periods'][number];

/** Second contracts: the periods with their payout rates, and the minimum and maximum stake. */
export function ContractsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const writable = useCan()('config.write');
  const [form] = Form.useForm<AdminContractConfig>();
  const query = useQuery({
    queryKey: CONTRACTS_KEY,
    queryFn: () => http.get<AdminContractConfig>('/config/contracts'),
  });
  const save = useMutation({
    mutationFn: ({ minAmount, maxAmount, periods }: AdminContractConfig) =>
      http.put<AdminContractConfig>('/config/contracts', { minAmount, maxAmount, periods }),
    onSuccess: (saved) => {
      client.setQueryData(CONTRACTS_KEY, saved);
      form.setFieldsValue(saved);
      message.success(t('common.saved'));
    },
  });
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  const decimal = { required: true, pattern: DECIMAL, message: t('config.decimalRule') };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={query.data}
      disabled={!writable}
      onFinish={(values) =>
        save.mutate({
          ...query.data,
          ...values,
          // The form holds only the editable fields of each period; the rest (seconds) comes from the server.
          periods: query.data.periods.map((period, index) => ({ ...period, ...values.periods?.[index] })),
        })
      }
    >
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="minAmount"
            label={t('config.minAmount', { currency: query.data.currency })}
            rules={[decimal]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="maxAmount"
            label={t('config.maxAmount', { currency: query.data.currency })}
            rules={[decimal]}
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="periods">
        {(fields) => (
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            columns={[
              {
                title: t('config.period'),
                key: 'seconds',
                render: (_value, field) =>
                  t('config.seconds', {
                    n: (query.data.periods[field.name] as Period | undefined)?.seconds ?? '',
                  }),
              },
              {
                title: t('config.payoutRate'),
                key: 'payoutRate',
                render: (_value, field) => {
                  const seconds = (query.data.periods[field.name] as Period | undefined)?.seconds;
                  return (
                    <Form.Item name={[field.name, 'payoutRate']} rules={[decimal]} style={{ margin: 0 }}>
                      <Input
                        aria-label={t('config.payoutRateFor', { n: seconds ?? '' })}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: t('config.enabled'),
                key: 'enabled',
                render: (_value, field) => (
                  <Form.Item name={[field.name, 'enabled']} valuePropName="checked" style={{ margin: 0 }}>
                    <Switch size="small" />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
      {save.isError ? (
        <Alert type="error" showIcon title={errorText(save.error)} style={{ marginTop: 16 }} />
      ) : null}
      {writable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('common.save')}
        </Button>
      ) : null}
    </Form>
  );
}
