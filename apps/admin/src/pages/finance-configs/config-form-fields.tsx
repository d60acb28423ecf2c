import { financeAmountField } from '@halcyon/api';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The fields every config dialog opens with: the id (fixed once saved), the name and the network. */
export function ConfigHeadFields({
  editing,
  networks,
  name,
}: {
  editing: boolean;
  networks: readonly string[];
  name: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="id"
        label={t('finance.configs.id')}
        rules={[{ required: true, pattern: /^[a-z0-9_]{1,40}$/ }]}
      >
        <Input disabled={editing} />
      </Form.Item>
      {name}
      <Form.Item name="network" label={t('finance.fields.network')} rules={[{ required: true }]}>
        <Select options={networks.map((value) => ({ value, label: value }))} />
      </Form.Item>
    </>
  );
}

/** The fields every config dialog closes with: the sort order and the on/off switch. */
export function ConfigTailFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="sortOrder" label={t('finance.configs.sortOrder')}>
        <InputNumber min={0} max={10_000} precision={0} />
      </Form.Item>
      <Form.Item name="active" label={t('finance.configs.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** A config dialog's text field, its label a catalog key. */
export function ConfigTextField({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)} rules={required ? [{ required: true, whitespace: true }] : []}>
      <Input />
    </Form.Item>
  );
}

/**
 * A config dialog's amount (a limit, a fixed fee): checked by the server's own field rule before it is sent,
 * so a typo is named under the field and nothing is saved.
 */
export function ConfigAmountField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const amount = {
    validator: (_rule: unknown, value: unknown) =>
      financeAmountField.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error()),
    message: t('finance.configs.amountRule'),
  };
  return (
    <Form.Item name={name} label={t(label)} rules={[amount]}>
      <Input />
    </Form.Item>
  );
}
