import type { WithdrawalConfig } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawalProblems } from '../form-rules.ts';
import { promptSetPassword, useCreateWithdrawal } from '../use-create-withdrawal.ts';
import { useWithdrawalDraft } from '../use-withdrawal-draft.ts';
import {
  WithdrawalConfirmDialog,
  WithdrawalPasswordDialog,
  type WithdrawalSummary,
} from './withdrawal-confirm.tsx';
import { WithdrawalFields } from './withdrawal-fields.tsx';

/**
 * The withdrawal form: network, address (checked as typed), amount with max, live fee and actual amount;
 * then the confirmation, then the withdrawal password. One Idempotency-Key per attempt (money-form
 * toolkit): re-sending after a lost answer cannot withdraw twice.
 */
export function WithdrawalForm({
  configs,
  available,
  passwordSet,
}: {
  configs: WithdrawalConfig[];
  /** Available USDT, null while it loads. */
  available: string | null;
  passwordSet: boolean;
}) {
  const { t } = useTranslation();
  const draft = useWithdrawalDraft(configs);
  const { config, address, amount, figures } = draft;
  // The fee on the confirmation the person accepted: it travels with the order, so that an operator's change
  // since (pushed live onto this form while the password is typed, or not yet pushed) is refused, not charged.
  const [confirmedFee, setConfirmedFee] = useState<string | null>(null);

  const { create, submit, step, setStep, askCode } = useCreateWithdrawal();
  const { problems } = create;

  const review = () => {
    create.clearProblems();
    if (!passwordSet) {
      void promptSetPassword(t);
      return;
    }
    const found = withdrawalProblems({ config, address, amount, available });
    draft.setShown(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const send = (withdrawalPassword: string, totp: string | undefined) => {
    if (!config || confirmedFee === null) return;
    const trimmed = draft.remark.trim();
    const variables = { configId: config.id, amount, address: address.trim(), withdrawalPassword };
    void submit(trimmed ? { ...variables, remark: trimmed } : variables, { totp, fee: confirmedFee });
  };

  const summary: WithdrawalSummary | null =
    step === 'confirm' && figures && config ? { ...figures, amount, address, network: config.network } : null;

  return (
    <form
      className="hc-form hc-fin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <WithdrawalFields configs={configs} draft={draft} available={available} problems={problems} />
      <p className="hc-fin-hint">{t('finance.withdrawal.processingTime')}</p>
      <Button block type="submit" color="primary" size="large">
        {t('finance.withdrawal.submit')}
      </Button>
      <WithdrawalConfirmDialog
        summary={summary}
        onCancel={() => setStep('form')}
        onConfirm={() => {
          if (!summary) return;
          setConfirmedFee(summary.fee);
          setStep('password');
        }}
      />
      <WithdrawalPasswordDialog
        visible={step === 'password'}
        error={problems.withdrawalPassword?.message}
        askCode={askCode}
        codeError={problems.totp?.message}
        busy={create.isPending}
        onCancel={() => setStep('form')}
        onSubmit={send}
      />
    </form>
  );
}
