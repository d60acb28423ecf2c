import type { WithdrawalConfig } from '@halcyon/api';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput } from '@/shared/money-form/index.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';
import { maxWithdrawable, withdrawalFigures } from '../fees.ts';
import { addressProblem, type RuleProblem, type WithdrawalField, withdrawalProblems } from '../form-rules.ts';
import { promptSetPassword, useCreateWithdrawal } from '../use-create-withdrawal.ts';
import { AddressField } from './address-field.tsx';
import { ConfigPicker } from './config-picker.tsx';
import { FigureRows } from './figure-rows.tsx';
import {
  WithdrawalConfirmDialog,
  WithdrawalPasswordDialog,
  type WithdrawalSummary,
} from './withdrawal-confirm.tsx';

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
  const [configId, setConfigId] = useState(configs[0]?.id ?? '');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [shown, setShown] = useState<Partial<Record<WithdrawalField, RuleProblem>>>({});
  // The fee on the confirmation the person accepted: it travels with the order, so that an operator's change
  // since (pushed live onto this form while the password is typed, or not yet pushed) is refused, not charged.
  const [confirmedFee, setConfirmedFee] = useState<string | null>(null);
  const config = configs.find((item) => item.id === configId);

  const { create, submit, step, setStep, askCode } = useCreateWithdrawal();
  const { problems } = create;

  const liveAddress = address === '' ? null : addressProblem(config, address);
  const text = (problem: RuleProblem | null | undefined) =>
    problem ? t(problem.key, problem.params) : undefined;
  const addressError = text(liveAddress ?? shown.address) ?? problems.address?.message;
  const amountError = text(shown.amount) ?? problems.amount?.message;
  const figures = config ? withdrawalFigures(amount, config.fixedFee, config.feeRate) : null;

  const review = () => {
    create.clearProblems();
    if (!passwordSet) {
      void promptSetPassword(t);
      return;
    }
    const found = withdrawalProblems({ config, address, amount, available });
    setShown(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const send = (withdrawalPassword: string, totp: string | undefined) => {
    if (!config || confirmedFee === null) return;
    const trimmed = remark.trim();
    const variables = { configId: config.id, amount, address: address.trim(), withdrawalPassword };
    void submit(trimmed ? { ...variables, remark: trimmed } : variables, { totp, fee: confirmedFee });
  };

  const fillMax = () => {
    if (!config || available === null) return;
    setAmount(maxWithdrawable(available, config.fixedFee, config.feeRate, config.maxAmount) ?? '0');
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
      <ConfigPicker
        id="withdrawal-config"
        label={t('finance.withdrawal.network')}
        options={configs.map((item) => ({ id: item.id, label: item.name }))}
        value={configId}
        onChange={(id) => {
          setConfigId(id);
          setShown({});
        }}
        // "Choose a network" holds while none is: one an operator took away and offers again is chosen again.
        error={(config ? undefined : text(shown.configId)) ?? problems.configId?.message}
      />
      <AddressField
        value={address}
        onChange={(next) => {
          setAddress(next);
          setShown((current) => ({ ...current, address: undefined }));
        }}
        network={config?.network}
        error={addressError}
        valid={address !== '' && liveAddress === null && config !== undefined}
      />
      <FieldShell
        id="withdrawal-amount"
        label={t('finance.withdrawal.amount')}
        error={amountError}
        extra={
          <Button size="small" onClick={fillMax} disabled={available === null || !config}>
            {t('finance.withdrawal.max')}
          </Button>
        }
      >
        <AmountInput
          id="withdrawal-amount"
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setShown((current) => ({ ...current, amount: undefined }));
          }}
          maxDecimals={8}
          invalid={Boolean(amountError)}
          describedBy={amountError ? 'withdrawal-amount-error' : undefined}
        />
      </FieldShell>
      <p className="hc-fin-hint" data-testid="withdrawal-available">
        {t('finance.withdrawal.available', { amount: available === null ? '--' : formatDecimal(available) })}
      </p>
      {config ? (
        <>
          <p className="hc-fin-hint">
            {t('finance.withdrawal.limits', {
              min: formatDecimal(config.minAmount),
              max: formatDecimal(config.maxAmount),
            })}{' '}
            · {t('finance.withdrawal.dailyLimit', { limit: formatDecimal(config.dailyLimit) })}
          </p>
          <FigureRows
            rows={[
              { label: t('finance.withdrawal.fee'), value: figures?.fee ?? null, testId: 'withdrawal-fee' },
              { label: t('finance.withdrawal.youReceive'), value: figures?.actualAmount ?? null },
              {
                label: t('finance.withdrawal.totalDeducted'),
                value: figures?.totalAmount ?? null,
                testId: 'withdrawal-total',
              },
            ]}
          />
        </>
      ) : null}
      <FieldShell
        id="withdrawal-remark"
        label={t('finance.withdrawal.remark')}
        error={problems.remark?.message}
      >
        <Input id="withdrawal-remark" value={remark} onChange={setRemark} maxLength={140} />
      </FieldShell>
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
