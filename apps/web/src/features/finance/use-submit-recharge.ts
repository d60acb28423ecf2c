import type { RechargeOrder, RechargeOrderRequest } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { uncertainReason, useMoneyMutation } from '@/shared/money-form/index.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showAlert, showSuccessToast } from '@/shared/ui/feedback.ts';
import { financeApi } from './api.ts';
import { rechargeProblems } from './form-rules.ts';
import { useProofUpload } from './use-proof-upload.ts';
import type { RechargeFields } from './use-recharge-fields.ts';

export type RechargeServerField = 'configId' | 'amount' | 'proofFileId' | 'remark';

/**
 * Submitting the deposit form: its rules, then the proof's upload (once per picked file), then the order
 * under one Idempotency-Key per attempt (money-form toolkit). The server's refusals land under a field.
 */
export function useSubmitRecharge(fields: RechargeFields) {
  const { t } = useTranslation();
  const proofUpload = useProofUpload();
  const create = useMoneyMutation<RechargeOrderRequest, RechargeOrder, RechargeServerField>({
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

  const submit = async () => {
    const { config, amount, proof, setShown } = fields;
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
    const trimmed = fields.remark.trim();
    await create.submit({
      configId: config.id,
      amount,
      proofFileId,
      ...(trimmed ? { remark: trimmed } : {}),
    });
  };

  return { create, submit, uploading: proofUpload.uploading };
}
