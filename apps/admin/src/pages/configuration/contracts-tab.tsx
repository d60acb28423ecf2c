import type { AdminContractConfig } from '@halcyon/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, type FormInstance, Input, Row, Spin, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmStep } from '@/frame/confirm-step.tsx';
import { errorText } from '@/frame/error-text.ts';
import { AdminApiError, http } from '@/frame/http.ts';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { HighPayouts, ratesAboveOne } from './high-payouts.tsx';

const CONTRACTS_KEY = ['admin', 'config', 'contracts'] as const;
const DECIMAL = /^\d+(\.\d+)?$/;
/** The server's 422 field paths this form has a field for ("periods.0.payoutRate" is the 30 s rate). */
const FORM_FIELD = /^(minAmount|maxAmount|periods\.\d+\.(payoutRate|enabled))$/;

/** A field path of the server ("periods.0.payoutRate") as the form names it: ['periods', 0, 'payoutRate']. */
const namePath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Whether every field message of a refusal is shown under its field (then the alert need not repeat them). */
function underFields(error: unknown): boolean {
  if (!(error instanceof AdminApiError)) return false;
  const fields = Object.keys(error.fieldErrors);
  return fields.length > 0 && fields.every((field) => FORM_FIELD.test(field));
}

type Period = AdminContractConfig['periods'][number];

type DecimalRule = { required: true; pattern: RegExp; message: string };

/** Saves the configuration: the answer becomes the cached and shown one; a 422 puts its messages under the fields. */
function useSaveContracts(form: FormInstance<AdminContractConfig>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ minAmount, maxAmount, periods }: AdminContractConfig) =>
      http.put<AdminContractConfig>('/config/contracts', { minAmount, maxAmount, periods }),
    onSuccess: (saved) => {
      client.setQueryData(CONTRACTS_KEY, saved);
      form.setFieldsValue(saved);
      message.success(t('common.saved'));
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError)) return;
      form.setFields(
        Object.entries(error.fieldErrors)
          .filter(([field]) => FORM_FIELD.test(field))
          .map(([field, errors]) => ({ name: namePath(field) as never, errors })),
      );
    },
  });
}

/** One row per period: its length (from the server), its payout rate and whether it is offered. */
function PeriodsTable({ saved, decimal }: { saved: Period[]; decimal: DecimalRule }) {
  const { t } = useTranslation();
  return (
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
                  n: (saved[field.name] as Period | undefined)?.seconds ?? '',
                }),
            },
            {
              title: t('config.payoutRate'),
              key: 'payoutRate',
              render: (_value, field) => {
                const seconds = (saved[field.name] as Period | undefined)?.seconds;
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
  );
}

/** Second contracts: the periods with their payout rates, and the minimum and maximum stake. */
export function ContractsTab() {
  const { t } = useTranslation();
  const writable = useCan()('config.write');
  const [form] = Form.useForm<AdminContractConfig>();
  const confirmStep = useConfirmStep();
  const query = useQuery({
    queryKey: CONTRACTS_KEY,
    queryFn: () => http.get<AdminContractConfig>('/config/contracts'),
  });
  const save = useSaveContracts(form);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  const decimal: DecimalRule = { required: true, pattern: DECIMAL, message: t('config.decimalRule') };
  const submit = (values: AdminContractConfig) => {
    const saved = query.data.periods;
    // The form holds only the editable fields of each period; the rest (seconds) comes from the server.
    const periods = saved.map((period, index) => ({ ...period, ...values.periods?.[index] }));
    const next = { ...query.data, ...values, periods };
    const high = ratesAboveOne(saved, periods);
    const question = { title: t('config.highPayoutTitle'), content: <HighPayouts periods={high} /> };
    if (high.length > 0) confirmStep.ask(question, () => save.mutate(next));
    else save.mutate(next);
  };
  return (
    <Form form={form} layout="vertical" initialValues={query.data} disabled={!writable} onFinish={submit}>
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
      <PeriodsTable saved={query.data.periods} decimal={decimal} />
      {save.isError ? (
        <Alert
          type="error"
          showIcon
          title={underFields(save.error) ? save.error.message : errorText(save.error)}
          style={{ marginTop: 16 }}
        />
      ) : null}
      {writable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          {t('common.save')}
        </Button>
      ) : null}
      {confirmStep.dialog}
    </Form>
  );
}
