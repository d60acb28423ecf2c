import type { WithdrawalOrder, WithdrawalOrderRequest } from '@halcyon/api';
import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import { uncertainReason, useMoneyMutation } from '@/shared/money-form/index.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { showAlert, showSuccessToast } from '@/shared/ui/feedback.ts';
import { financeApi, useTwoFactorOn } from './api.ts';
import { promptVerifyIdentity } from './identity-prompt.ts';

export type WithdrawalServerField =
  | 'configId'
  | 'amount'
  | 'address'
  | 'withdrawalPassword'
  | 'remark'
  | 'totp';
/** What the form sends; the second-factor code goes beside it (see `submit`). */
export type WithdrawalVariables = Omit<WithdrawalOrderRequest, 'totp'>;
/** The form, its confirmation dialog, then the password dialog. */
export type WithdrawalStep = 'form' | 'confirm' | 'password';

/** Asks to set a withdrawal password first; Set opens its page. */
export async function promptSetPassword(t: (key: string) => string): Promise<void> {
  const go = await Dialog.confirm({
    title: t('finance.withdrawal.noPasswordTitle'),
    content: t('finance.withdrawal.noPasswordText'),
    confirmText: t('finance.withdrawal.setPassword'),
    cancelText: t('common.cancel'),
  });
  if (go) navigateTo(PATHS.withdrawalPassword);
}

/**
 * Sending a withdrawal (money-form toolkit: one Idempotency-Key per attempt) and the step the form is at.
 * Refusals land where they belong: under a field, in the password dialog (a wrong password or code), as
 * the server's message (locked, on hold), the set-password prompt, or the verify-identity prompt.
 * `askCode`: the person has two-factor sign-in on (or the server asked for a code).
 */
export function useCreateWithdrawal() {
  const { t } = useTranslation();
  const [step, setStep] = useState<WithdrawalStep>('form');
  // Locked after wrong passwords, or held after a password change: the server's message says until when.
  const paused = (error: ApiError) => {
    setStep('form');
    void showAlert(error.message);
  };
  const askForPassword = () => {
    setStep('form');
    void promptSetPassword(t);
  };
  const twoFactorOn = useTwoFactorOn();
  const [codeAsked, setCodeAsked] = useState(false);
  // The dialog stays open and shows the code field.
  const askForCode = () => {
    setCodeAsked(true);
    setStep('password');
  };
  const askToVerify = (error: ApiError) => {
    setStep('form');
    void promptVerifyIdentity(t, error.message);
  };
  // The code travels outside the attempt's variables: a retry after a lost answer with a fresh code (the
  // first one has expired) is the same withdrawal, so it must keep its Idempotency-Key.
  const code = useRef<string | undefined>(undefined);

  const create = useMoneyMutation<WithdrawalVariables, WithdrawalOrder, WithdrawalServerField>({
    send: (variables, key) =>
      financeApi.createWithdrawal(code.current ? { ...variables, totp: code.current } : variables, key),
    fields: ['configId', 'amount', 'address', 'withdrawalPassword', 'remark', 'totp'],
    codeFields: {
      WITHDRAWAL_CONFIG_INACTIVE: 'configId',
      WITHDRAWAL_AMOUNT_TOO_SMALL: 'amount',
      WITHDRAWAL_AMOUNT_TOO_LARGE: 'amount',
      WITHDRAWAL_DAILY_LIMIT: 'amount',
      INSUFFICIENT_BALANCE: 'amount',
      WITHDRAWAL_ADDRESS_INVALID: 'address',
      WITHDRAWAL_PASSWORD_INCORRECT: 'withdrawalPassword',
    },
    onCode: {
      WITHDRAWAL_PASSWORD_NOT_SET: askForPassword,
      WITHDRAWAL_LOCKED: paused,
      WITHDRAWAL_ON_HOLD: paused,
      WITHDRAWAL_TOTP_REQUIRED: askForCode,
      KYC_REQUIRED: askToVerify,
    },
    // No answer: the withdrawal may exist, so the person is told so, not that it failed. Confirming again
    // sends the same key, so it cannot be made twice.
    onUncertain: (error) => {
      setStep('form');
      void showAlert(t('finance.withdrawal.uncertain', { reason: uncertainReason(error) }));
    },
    invalidate: [accountKeys.withdrawals, accountKeys.assets],
    onSuccess: (order) => {
      setStep('form');
      showSuccessToast(t('finance.withdrawal.submitted'));
      navigateTo(PATHS.withdrawalOrder, { orderNo: order.orderNo });
    },
  });

  // A refusal about anything but the password or code closes the dialogs so the field's message is seen.
  const { problems } = create;
  useEffect(() => {
    const fields = Object.keys(problems);
    const inDialog = fields.includes('withdrawalPassword') || fields.includes('totp');
    if (fields.length > 0 && !inDialog) setStep('form');
  }, [problems]);

  const { submit: sendAttempt } = create;
  const submit = useCallback(
    (variables: WithdrawalVariables, totp: string | undefined) => {
      code.current = totp || undefined;
      return sendAttempt(variables);
    },
    [sendAttempt],
  );

  return { create, submit, step, setStep, askCode: twoFactorOn || codeAsked };
}
