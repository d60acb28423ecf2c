import type { WithdrawalConfig } from '@halcyon/api';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput, type FieldProblem } from '@/shared/money-form/index.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';
import type { RuleProblem } from '../form-rules.ts';
import type { WithdrawalServerField } from '../use-create-withdrawal.ts';
import type { WithdrawalDraft } from '../use-withdrawal-draft.ts';
import { AddressField } from './address-field.tsx';
import { ConfigPicker } from './config-picker.tsx';
import { WithdrawalTerms } from './withdrawal-terms.tsx';

/**
 * What the person fills in to withdraw: network, address (checked as typed), amount with max and what is
 * available, the network's terms, remark. A field shows the last review's problem, else the server's.
 */
export function WithdrawalFields({
  configs,
  draft,
  available,
  problems,
}: {
  configs: WithdrawalConfig[];
  draft: WithdrawalDraft;
  available: string | null;
  problems: Partial<Record<WithdrawalServerField, FieldProblem>>;
}) {
  const { t } = useTranslation();
  const { config, address, liveAddress, shown } = draft;
  const text = (problem: RuleProblem | null | undefined) =>
    problem ? t(problem.key, problem.params) : undefined;
  const addressError = text(liveAddress ?? shown.address) ?? problems.address?.message;
  const amountError = text(shown.amount) ?? problems.amount?.message;

  return (
    <>
      <ConfigPicker
        id="withdrawal-config"
        label={t('finance.withdrawal.network')}
        options={configs.map((item) => ({ id: item.id, label: item.name }))}
        value={draft.configId}
        onChange={draft.chooseConfig}
        // "Choose a network" holds while none is: one an operator took away and offers again is chosen again.
        error={(config ? undefined : text(shown.configId)) ?? problems.configId?.message}
      />
      <AddressField
        value={address}
        onChange={draft.editAddress}
        network={config?.network}
        error={addressError}
        valid={address !== '' && liveAddress === null && config !== undefined}
      />
      <FieldShell
        id="withdrawal-amount"
        label={t('finance.withdrawal.amount')}
        error={amountError}
        extra={
          <Button
            size="small"
            onClick={() => draft.fillMax(available)}
            disabled={available === null || !config}
          >
            {t('finance.withdrawal.max')}
          </Button>
        }
      >
        <AmountInput
          id="withdrawal-amount"
          value={draft.amount}
          onChange={draft.editAmount}
          maxDecimals={8}
          invalid={Boolean(amountError)}
          describedBy={amountError ? 'withdrawal-amount-error' : undefined}
        />
      </FieldShell>
      <p className="hc-fin-hint" data-testid="withdrawal-available">
        {t('finance.withdrawal.available', { amount: available === null ? '--' : formatDecimal(available) })}
      </p>
      {config ? <WithdrawalTerms config={config} figures={draft.figures} /> : null}
      <FieldShell
        id="withdrawal-remark"
        label={t('finance.withdrawal.remark')}
        error={problems.remark?.message}
      >
        <Input id="withdrawal-remark" value={draft.remark} onChange={draft.setRemark} maxLength={140} />
      </FieldShell>
    </>
  );
}
