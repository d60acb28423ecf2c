import { RECHARGE_NETWORKS, type RechargeConfig, type RechargeConfigInput } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/frame/session.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { ConfigFormModal } from './config-form-modal.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; config: RechargeConfig } | null;

function toInput(config: RechargeConfig): RechargeConfigInput {
  const { paymentInfo: info } = config;
  return {
    id: config.id,
    name: config.name,
    network: config.network,
    address: info.address,
    bankName: info.bankName,
    accountName: info.accountName,
    accountNumber: info.accountNumber,
    bankCode: info.bankCode,
    minAmount: config.minAmount,
    maxAmount: config.maxAmount,
    feeRate: config.feeRate,
    active: config.active,
    sortOrder: config.sortOrder,
  };
}

/** Empty texts are sent as null (no bank name on a crypto config). */
function clean(values: RechargeConfigInput): RechargeConfigInput {
  const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    ...values,
    address: blank(values.address),
    bankName: blank(values.bankName),
    accountName: blank(values.accountName),
    accountNumber: blank(values.accountNumber),
    bankCode: blank(values.bankCode),
  };
}

function RechargeConfigForm({ editing, onClose }: { editing: Exclude<Editing, null>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RechargeConfigInput>();
  const network = Form.useWatch('network', form);
  const initial: Partial<RechargeConfigInput> =
    editing.mode === 'edit'
      ? toInput(editing.config)
      : {
          network: 'TRC20',
          minAmount: '10',
          maxAmount: '100000',
          feeRate: '0.001',
          active: true,
          sortOrder: 0,
        };
  const text = (name: keyof RechargeConfigInput, label: string, required = false) => (
    <Form.Item name={name} label={t(label)} rules={required ? [{ required: true, whitespace: true }] : []}>
      <Input />
    </Form.Item>
  );
  return (
    <ConfigFormModal<RechargeConfigInput>
      title={t(editing.mode === 'edit' ? 'finance.configs.edit' : 'finance.configs.add')}
      form={form}
      initial={initial}
      onClose={onClose}
      save={(values) =>
        editing.mode === 'edit'
          ? financeAdminApi.updateRechargeConfig(clean({ ...values, id: editing.config.id }))
          : financeAdminApi.createRechargeConfig(clean(values))
      }
    >
      <Form.Item
        name="id"
        label={t('finance.configs.id')}
        rules={[{ required: true, pattern: /^[a-z0-9_]{1,40}$/ }]}
      >
        <Input disabled={editing.mode === 'edit'} />
      </Form.Item>
      {text('name', 'finance.configs.name', true)}
      <Form.Item name="network" label={t('finance.fields.network')} rules={[{ required: true }]}>
        <Select options={RECHARGE_NETWORKS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      {network === 'BANK' ? (
        <>
          {text('bankName', 'finance.configs.bankName', true)}
          {text('accountName', 'finance.configs.accountName', true)}
          {text('accountNumber', 'finance.configs.accountNumber', true)}
          {text('bankCode', 'finance.configs.bankCode')}
        </>
      ) : (
        text('address', 'finance.configs.address', true)
      )}
      {text('minAmount', 'finance.configs.minAmount', true)}
      {text('maxAmount', 'finance.configs.maxAmount', true)}
      {text('feeRate', 'finance.configs.feeRate', true)}
      <Form.Item name="sortOrder" label={t('finance.configs.sortOrder')}>
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
      <Form.Item name="active" label={t('finance.configs.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ConfigFormModal>
  );
}

/** Deposit methods: the receiving address or bank account, limits and fee rate, on or off. */
export function RechargeConfigs() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const configs = useQuery({
    queryKey: [...FINANCE_KEYS.configs, 'recharge'],
    queryFn: financeAdminApi.rechargeConfigs,
  });
  const editable = can('finance.configure');
  return (
    <section>
      <Typography.Title level={4}>{t('finance.configs.rechargeTitle')}</Typography.Title>
      {editable ? (
        <Button type="primary" onClick={() => setEditing({ mode: 'create' })} style={{ marginBottom: 12 }}>
          {t('finance.configs.add')}
        </Button>
      ) : null}
      <Table<RechargeConfig>
        rowKey="id"
        size="small"
        loading={configs.isFetching}
        dataSource={configs.data ?? []}
        pagination={false}
        columns={[
          { title: t('finance.configs.id'), dataIndex: 'id' },
          { title: t('finance.configs.name'), dataIndex: 'name' },
          { title: t('finance.fields.network'), dataIndex: 'network' },
          {
            title: t('finance.fields.paymentInfo'),
            key: 'paid',
            render: (_, config) => (
              <span className="hc-mono">
                {config.paymentInfo.address ?? config.paymentInfo.accountNumber ?? '-'}
              </span>
            ),
          },
          { title: t('finance.configs.minAmount'), dataIndex: 'minAmount', align: 'right' },
          { title: t('finance.configs.maxAmount'), dataIndex: 'maxAmount', align: 'right' },
          { title: t('finance.configs.feeRate'), dataIndex: 'feeRate', align: 'right' },
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
      {editing ? <RechargeConfigForm editing={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
