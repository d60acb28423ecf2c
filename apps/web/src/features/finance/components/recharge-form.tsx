import type { RechargeConfig, RechargeOrder, RechargeOrderRequest } from '@halcyon/api';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput, uncertainReason, useMoneyMutation } from '@/shared/money-form/index.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showAlert, showSuccessToast } from '@/shared/ui/feedback.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';
import { financeApi } from '../api.ts';
import { type RechargeField, type RuleProblem, rechargeProblems } from '../form-rules.ts';
import { useProofUpload } from '../use-proof-upload.ts';
import { ConfigPicker } from './config-picker.tsx';
import { ProofPicker } from './proof-picker.tsx';
import { RechargeFigures, RechargeTarget } from './recharge-target.tsx';

type ServerField = 'configId' | 'amount' | 'proofFileId' | 'remark';

export interface RechargeDraft {
  configId?: string | undefined;
  amount?: string | undefined;
  remark?: string | undefined;
}

/**
 * The deposit form: method, where to pay, amount with its limits and live fee, proof, remark. Submitting
 * uploads the proof, then creates the order under one Idempotency-Key per attempt (money-form toolkit).
 */
export function RechargeForm({ configs, draft }: { configs: RechargeConfig[]; draft: RechargeDraft }) {
  const { t } = useTranslation();
  const [configId, setConfigId] = useState(
    configs.find((config) => config.id === draft.configId)?.id ?? configs[0]?.id ?? '',
  );
  const [amount, setAmount] = useState(draft.amount ?? '');
  const [remark, setRemark] = useState(draft.remark ?? '');
  const [proof, setProof] = useState<File | null>(null);
  const proofUpload = useProofUpload();
  const [shown, setShown] = useState<Partial<Record<RechargeField, RuleProblem | string>>>({});
  const config = configs.find((item) => item.id === configId);

  const create = useMoneyMutation<RechargeOrderRequest, RechargeOrder, ServerField>({
    send: financeApi.createRecharge,
    fields: ['configId', 'amount', 'proofFileId', 'remark'],
    codeFields: {
      RECHARGE_CONFIG_INACTIVE: 'configId',
      RECHARGE_AMOUNT_TOO_SMALL: 'amount',
      RECHARGE_AMOUNT_TOO_LARGE: 'amount',
      PROOF_NOT_FOUND: 'proofFileId',
      // The proof backs another pending or credited deposit: the person picks the proof of a new payment.
      PROOF_ALREADY_USED: 'proofFileId',
    },
    // No answer: the order may exist, so the person is told so, not that it failed. Submitting again sends
    // the same key, so it cannot be made twice.
    onUncertain: (error) =>
      void showAlert(t('finance.recharge.uncertain', { reason: uncertainReason(error) })),
    invalidate: [accountKeys.recharges],
    onSuccess: (order) => {
      showSuccessToast(t('finance.recharge.submitted'));
      navigateTo(PATHS.rechargeOrder, { orderNo: order.orderNo });
    },
  });

  const text = (problem: RuleProblem | string | undefined) =>
    problem === undefined
      ? undefined
      : typeof problem === 'string'
        ? problem
        : t(problem.key, problem.params);
  const problemOf = (field: RechargeField, server?: ServerField) =>
    text(shown[field]) ?? (server ? create.problems[server]?.message : undefined);

  const submit = async () => {
    const problems = rechargeProblems({ config, amount, hasProof: proof !== null });
    setShown(problems);
    create.clearProblems();
    if (Object.keys(problems).length > 0 || !proof || !config) return;
    const uploaded = await proofUpload.upload(proof);
    if ('problem' in uploaded) {
      setShown((current) => ({ ...current, proof: uploaded.problem }));
      return;
    }
    const proofFileId = uploaded.fileId;
    const trimmed = remark.trim();
    await create.submit({
      configId: config.id,
      amount,
      proofFileId,
      ...(trimmed ? { remark: trimmed } : {}),
    });
  };

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
        value={configId}
        onChange={(id) => {
          setConfigId(id);
          setShown((current) => ({ ...current, configId: undefined }));
        }}
        error={problemOf('configId', 'configId')}
      />
      {config ? <RechargeTarget config={config} /> : null}
      <FieldShell id="recharge-amount" label={t('finance.recharge.amount')} error={amountError}>
        <AmountInput
          id="recharge-amount"
          value={amount}
          onChange={setAmount}
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
        file={proof}
        onChange={(file) => {
          setProof(file);
          setShown((current) => ({ ...current, proof: undefined }));
        }}
        onError={(message) => setShown((current) => ({ ...current, proof: message }))}
        error={problemOf('proof', 'proofFileId')}
      />
      <FieldShell
        id="recharge-remark"
        label={t('finance.recharge.remark')}
        error={create.problems.remark?.message}
      >
        <Input
          id="recharge-remark"
          value={remark}
          onChange={setRemark}
          maxLength={140}
          placeholder={t('finance.recharge.remarkPlaceholder')}
        />
      </FieldShell>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={proofUpload.uploading || create.isPending}
      >
        {proofUpload.uploading ? t('finance.recharge.uploading') : t('finance.recharge.submit')}
      </Button>
    </form>
  );
}
