import {
  RECHARGE_NETWORKS,
  type RechargeConfig,
  type RechargeConfigInput,
  rechargeConfigInputOf,
} from '@halcyon/api';
import { Alert, Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { financeAdminApi } from '../finance/finance-api.ts';
import {
  ConfigAmountField,
  ConfigHeadFields,
  ConfigTailFields,
  ConfigTextField,
} from './config-form-fields.tsx';
import { ConfigFormModal } from './config-form-modal.tsx';
import { type ConfigEditing, ConfigTableSection } from './config-table-section.tsx';

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

/** Where deposits are paid to: the address, or the bank account number. */
const paidTo = (info: { address?: string | null; accountNumber?: string | null }) =>
  info.address ?? info.accountNumber ?? null;

function PaidToChange({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('finance.configs.paidToBefore')}>
          <span className="hc-mono">{before ?? '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('finance.configs.paidToAfter')}>
          <span className="hc-mono">{after ?? '-'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon title={t('finance.configs.paidToHint')} style={{ marginTop: 12 }} />
    </>
  );
}

function RechargeConfigForm({
  editing,
  onClose,
}: {
  editing: ConfigEditing<RechargeConfig>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RechargeConfigInput>();
  const network = Form.useWatch('network', form);
  const initial: Partial<RechargeConfigInput> =
    editing.mode === 'edit'
      ? rechargeConfigInputOf(editing.config)
      : {
          network: 'TRC20',
          minAmount: '10',
          maxAmount: '100000',
          feeRate: '0.001',
          active: true,
          sortOrder: 0,
        };
  const text = (name: keyof RechargeConfigInput, label: string, required = false) => (
    <ConfigTextField name={name} label={label} required={required} />
  );
  return (
    <ConfigFormModal<RechargeConfigInput>
      title={t(editing.mode === 'edit' ? 'finance.configs.edit' : 'finance.configs.add')}
      form={form}
      initial={initial}
      onClose={onClose}
      confirm={(values) => {
        if (editing.mode !== 'edit') return null;
        const before = paidTo(editing.config.paymentInfo);
        const after = paidTo(clean(values));
        if (before === after) return null;
        return {
          title: t('finance.configs.paidToTitle', { name: editing.config.name }),
          content: <PaidToChange before={before} after={after} />,
        };
      }}
      save={(values) =>
        editing.mode === 'edit'
          ? financeAdminApi.updateRechargeConfig(clean({ ...values, id: editing.config.id }))
          : financeAdminApi.createRechargeConfig(clean(values))
      }
    >
      <ConfigHeadFields
        editing={editing.mode === 'edit'}
        networks={RECHARGE_NETWORKS}
        name={text('name', 'finance.configs.name', true)}
      />
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
      <ConfigAmountField name="minAmount" label="finance.configs.minAmount" />
      <ConfigAmountField name="maxAmount" label="finance.configs.maxAmount" />
      {text('feeRate', 'finance.configs.feeRate', true)}
      <ConfigTailFields />
    </ConfigFormModal>
  );
}

/** Deposit methods: the receiving address or bank account, limits and fee rate, on or off. */
export function RechargeConfigs() {
  const { t } = useTranslation();
  return (
    <ConfigTableSection<RechargeConfig>
      kind="recharge"
      title={t('finance.configs.rechargeTitle')}
      load={financeAdminApi.rechargeConfigs}
      columns={[
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
      ]}
      renderForm={(editing, onClose) => <RechargeConfigForm editing={editing} onClose={onClose} />}
    />
  );
}
