import { WITHDRAWAL_NETWORKS, type WithdrawalConfig, type WithdrawalConfigInput } from '@halcyon/api';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { financeAdminApi } from '../finance/finance-api.ts';
import { ConfigHeadFields, ConfigTailFields, ConfigTextField } from './config-form-fields.tsx';
import { ConfigFormModal } from './config-form-modal.tsx';
import { type ConfigEditing, ConfigTableSection } from './config-table-section.tsx';

function WithdrawalConfigForm({
  editing,
  onClose,
}: {
  editing: ConfigEditing<WithdrawalConfig>;
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
    <ConfigTextField name={name} label={label} required />
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
      <ConfigHeadFields
        editing={editing.mode === 'edit'}
        networks={WITHDRAWAL_NETWORKS}
        name={text('name', 'finance.configs.name')}
      />
      {text('minAmount', 'finance.configs.minAmount')}
      {text('maxAmount', 'finance.configs.maxAmount')}
      {text('fixedFee', 'finance.configs.fixedFee')}
      {text('feeRate', 'finance.configs.feeRate')}
      {text('dailyLimit', 'finance.configs.dailyLimit')}
      <ConfigTailFields />
    </ConfigFormModal>
  );
}

/** Withdrawal networks: limits, fixed fee plus rate, the daily limit per person, on or off. */
export function WithdrawalConfigs() {
  const { t } = useTranslation();
  return (
    <ConfigTableSection<WithdrawalConfig>
      kind="withdrawal"
      title={t('finance.configs.withdrawalTitle')}
      load={financeAdminApi.withdrawalConfigs}
      columns={[
        { title: t('finance.configs.minAmount'), dataIndex: 'minAmount', align: 'right' },
        { title: t('finance.configs.maxAmount'), dataIndex: 'maxAmount', align: 'right' },
        { title: t('finance.configs.fixedFee'), dataIndex: 'fixedFee', align: 'right' },
        { title: t('finance.configs.feeRate'), dataIndex: 'feeRate', align: 'right' },
        { title: t('finance.configs.dailyLimit'), dataIndex: 'dailyLimit', align: 'right' },
      ]}
      renderForm={(editing, onClose) => <WithdrawalConfigForm editing={editing} onClose={onClose} />}
    />
  );
}
