import { WITHDRAWAL_NETWORKS, type WithdrawalConfig, type WithdrawalConfigInput } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/frame/session.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { ConfigFormModal } from './config-form-modal.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; config: WithdrawalConfig } | null;

function WithdrawalConfigForm({
  editing,
  onClose,
}: {
  editing: Exclude<Editing, null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawalConfigInput>();
  const initial: Partial<WithdrawalConfigInput> =
    editing.mode === 'edit'
      ? { ...editing.config }
      : {
          network: 'TRC20',
          minAmount: '10',
          maxAmount: '50000',
          fixedFee: '1',
          feeRate: '0',
          dailyLimit: '100000',
          active: true,
          sortOrder: 0,
        };
  const text = (name: keyof WithdrawalConfigInput, label: string) => (
    <Form.Item name={name} label={t(label)} rules={[{ required: true, whitespace: true }]}>
      <Input />
    </Form.Item>
  );
  return (
    <ConfigFormModal<WithdrawalConfigInput>
      title={t(editing.mode === 'edit' ? 'finance.configs.edit' : 'finance.configs.add')}
      form={form}
      initial={initial}
      onClose={onClose}
      save={(values) => {
        const input: WithdrawalConfigInput = {
          id: editing.mode === 'edit' ? editing.config.id : values.id,
          name: values.name,
          network: values.network,
          minAmount: values.minAmount,
          maxAmount: values.maxAmount,
          fixedFee: values.fixedFee,
          feeRate: values.feeRate,
          dailyLimit: values.dailyLimit,
          active: values.active,
          sortOrder: values.sortOrder,
        };
        return editing.mode === 'edit'
          ? financeAdminApi.updateWithdrawalConfig(input)
          : financeAdminApi.createWithdrawalConfig(input);
      }}
    >
      <Form.Item
        name="id"
        label={t('finance.configs.id')}
        rules={[{ required: true, pattern: /^[a-z0-9_]{1,40}$/ }]}
      >
        <Input disabled={editing.mode === 'edit'} />
      </Form.Item>
      {text('name', 'finance.configs.name')}
      <Form.Item name="network" label={t('finance.fields.network')} rules={[{ required: true }]}>
        <Select options={WITHDRAWAL_NETWORKS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      {text('minAmount', 'finance.configs.minAmount')}
      {text('maxAmount', 'finance.configs.maxAmount')}
      {text('fixedFee', 'finance.configs.fixedFee')}
      {text('feeRate', 'finance.configs.feeRate')}
      {text('dailyLimit', 'finance.configs.dailyLimit')}
      <Form.Item name="sortOrder" label={t('finance.configs.sortOrder')}>
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
      <Form.Item name="active" label={t('finance.configs.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ConfigFormModal>
  );
}

/** Withdrawal networks: limits, fixed fee plus rate, the daily limit per person, on or off. */
export function WithdrawalConfigs() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const configs = useQuery({
    queryKey: [...FINANCE_KEYS.configs, 'withdrawal'],
    queryFn: financeAdminApi.withdrawalConfigs,
  });
  const editable = can('finance.configure');
  return (
    <section>
      <Typography.Title level={4}>{t('finance.configs.withdrawalTitle')}</Typography.Title>
      {editable ? (
        <Button type="primary" onClick={() => setEditing({ mode: 'create' })} style={{ marginBottom: 12 }}>
          {t('finance.configs.add')}
        </Button>
      ) : null}
      <Table<WithdrawalConfig>
        rowKey="id"
        size="small"
        loading={configs.isFetching}
        dataSource={configs.data ?? []}
        pagination={false}
        columns={[
          { title: t('finance.configs.id'), dataIndex: 'id' },
          { title: t('finance.configs.name'), dataIndex: 'name' },
          { title: t('finance.fields.network'), dataIndex: 'network' },
          { title: t('finance.configs.minAmount'), dataIndex: 'minAmount', align: 'right' },
          { title: t('finance.configs.maxAmount'), dataIndex: 'maxAmount', align: 'right' },
          { title: t('finance.configs.fixedFee'), dataIndex: 'fixedFee', align: 'right' },
          { title: t('finance.configs.feeRate'), dataIndex: 'feeRate', align: 'right' },
          { title: t('finance.configs.dailyLimit'), dataIndex: 'dailyLimit', align: 'right' },
          {
            title: t('finance.configs.active'),
            dataIndex: 'active',
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'default'}>{t(active ? 'common.yes' : 'common.no')}</Tag>
            ),
          },
          {
            title: t('common.actions'),
            key: 'edit',
            render: (_, config) =>
              editable ? (
                <Button size="small" onClick={() => setEditing({ mode: 'edit', config })}>
                  {t('finance.configs.edit')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing ? <WithdrawalConfigForm editing={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
