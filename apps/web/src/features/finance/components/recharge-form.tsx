import type { RechargeConfig } from '@halcyon/api';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput } from '@/shared/money-form/index.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';
import type { RechargeField, RuleProblem } from '../form-rules.ts';
import { type RechargeDraft, useRechargeFields } from '../use-recharge-fields.ts';
import { type RechargeServerField, useSubmitRecharge } from '../use-submit-recharge.ts';
import { ConfigPicker } from './config-picker.tsx';
import { ProofPicker } from './proof-picker.tsx';
import { RechargeFigures, RechargeTarget } from './recharge-target.tsx';

/**
 * The deposit form: method, where to pay, amount with its limits and live fee, proof, remark. Submitting
 * uploads the proof, then creates the order under one Idempotency-Key per attempt (money-form toolkit).
 */
export function RechargeForm({ configs, draft }: { configs: RechargeConfig[]; draft: RechargeDraft }) {
  const { t } = useTranslation();
  const fields = useRechargeFields(configs, draft);
  const { config, amount, shown } = fields;
  const { create, submit, uploading } = useSubmitRecharge(fields);

  const text = (problem: RuleProblem | string | undefined) =>
    problem === undefined
      ? undefined
      : typeof problem === 'string'
        ? problem
        : t(problem.key, problem.params);
  const problemOf = (field: RechargeField, server?: RechargeServerField) =>
    text(shown[field]) ?? (server ? create.problems[server]?.message : undefined);

  const amountError = problemOf('amount', 'amount');
  return (
    <form
      className="hc-form hc-fin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ConfigPicker
        id="recharge-config"
        label={t('finance.recharge.method')}
        options={configs.map((item) => ({ id: item.id, label: item.name }))}
        value={fields.configId}
        onChange={fields.chooseConfig}
        error={problemOf('configId', 'configId')}
      />
      {config ? <RechargeTarget config={config} /> : null}
      <FieldShell id="recharge-amount" label={t('finance.recharge.amount')} error={amountError}>
        <AmountInput
          id="recharge-amount"
          value={amount}
          onChange={fields.setAmount}
          maxDecimals={8}
          placeholder={
            config
              ? t('finance.recharge.amountPlaceholder', {
                  min: formatDecimal(config.minAmount),
                  max: formatDecimal(config.maxAmount),
                })
              : undefined
          }
          invalid={Boolean(amountError)}
          describedBy={amountError ? 'recharge-amount-error' : undefined}
        />
      </FieldShell>
      {config ? <RechargeFigures config={config} amount={amount} /> : null}
      <ProofPicker
        file={fields.proof}
        onChange={fields.pickProof}
        onError={fields.refuseProof}
        error={problemOf('proof', 'proofFileId')}
      />
      <FieldShell
        id="recharge-remark"
        label={t('finance.recharge.remark')}
        error={create.problems.remark?.message}
      >
        <Input
          id="recharge-remark"
          value={fields.remark}
          onChange={fields.setRemark}
          maxLength={140}
          placeholder={t('finance.recharge.remarkPlaceholder')}
        />
      </FieldShell>
      <Button block type="submit" color="primary" size="large" loading={uploading || create.isPending}>
        {uploading ? t('finance.recharge.uploading') : t('finance.recharge.submit')}
      </Button>
    </form>
  );
}
