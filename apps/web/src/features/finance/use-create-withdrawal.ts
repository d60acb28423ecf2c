import type { WithdrawalOrder, WithdrawalOrderRequest } from '@halcyon/api';
import { Dialog } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import { type FieldProblem, uncertainReason, useMoneyMutation } from '@/shared/money-form/index.ts';
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
/** What the form sends; the second-factor code and the confirmed fee go beside it (see `submit`). */
export type WithdrawalVariables = Omit<WithdrawalOrderRequest, 'totp' | 'fee'>;
/** Sent with the variables but outside the attempt's signature: `fee` is the one on the confirmation. */
export type WithdrawalBeside = { totp: string | undefined; fee: string };
/** The form, its confirmation dialog, then the password dialog. */
export type WithdrawalStep = 'form' | 'confirm' | 'password';

/** The request: the variables, the confirmed fee, and the code when there is one. */
function withBeside(variables: WithdrawalVariables, extra: WithdrawalBeside | null): WithdrawalOrderRequest {
  if (!extra) return variables;
  const { totp, fee } = extra;
  return totp ? { ...variables, fee, totp } : { ...variables, fee };
}

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

/** The form's fields the server may put a refusal under. */
const WITHDRAWAL_FIELDS: readonly WithdrawalServerField[] = [
  'configId',
  'amount',
  'address',
  'withdrawalPassword',
  'remark',
  'totp',
];

/** The refusal codes that belong under a field of the form. */
const WITHDRAWAL_CODE_FIELDS: Partial<Record<string, WithdrawalServerField>> = {
  WITHDRAWAL_CONFIG_INACTIVE: 'configId',
  WITHDRAWAL_AMOUNT_TOO_SMALL: 'amount',
  WITHDRAWAL_AMOUNT_TOO_LARGE: 'amount',
  WITHDRAWAL_DAILY_LIMIT: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  WITHDRAWAL_ADDRESS_INVALID: 'address',
  WITHDRAWAL_PASSWORD_INCORRECT: 'withdrawalPassword',
};

/**
 * The refusals the withdrawal answers itself, each back at the step it belongs to: the server's message
 * (locked, on hold, a fee changed since the confirmation), the set-password prompt, the verify-identity
 * prompt, or the code field in the still open password dialog.
 */
function withdrawalRefusals(
  t: TFunction,
  setStep: (step: WithdrawalStep) => void,
  setCodeAsked: (asked: boolean) => void,
): Partial<Record<string, (error: ApiError) => void>> {
  // Locked after wrong passwords, or held after a password change: the server's message says until when.
  const paused = (error: ApiError) => {
    setStep('form');
    void showAlert(error.message);
  };
  const askForPassword = () => {
    setStep('form');
    void promptSetPassword(t);
  };
  // The dialog stays open and shows the code field.
  const askForCode = () => {
    setCodeAsked(true);
    setStep('password');
  };
  const askToVerify = (error: ApiError) => {
    setStep('form');
    void promptVerifyIdentity(t, error.message);
  };
  // The network's fee changed since the person confirmed it: the server's message names the new fee, and
  // the networks, read again after every try (under accountKeys.withdrawals), put it on the form, whose
  // confirmation the person goes through again.
  const feeChanged = (error: ApiError) => {
    setStep('form');
    void showAlert(error.message);
  };
  return {
    WITHDRAWAL_PASSWORD_NOT_SET: askForPassword,
    WITHDRAWAL_LOCKED: paused,
    WITHDRAWAL_ON_HOLD: paused,
    WITHDRAWAL_TOTP_REQUIRED: askForCode,
    KYC_REQUIRED: askToVerify,
    WITHDRAWAL_FEE_CHANGED: feeChanged,
  };
}

/** A refusal about anything but the password or code closes the dialogs so the field's message is seen. */
function useCloseDialogsOnFieldProblem(
  problems: Partial<Record<WithdrawalServerField, FieldProblem>>,
  setStep: (step: WithdrawalStep) => void,
) {
  useEffect(() => {
    const fields = Object.keys(problems);
    const inDialog = fields.includes('withdrawalPassword') || fields.includes('totp');
    if (fields.length > 0 && !inDialog) setStep('form');
  }, [problems, setStep]);
}

/**
 * Sending a withdrawal (money-form toolkit: one Idempotency-Key per attempt) and the step the form is at.
 * Refusals land where they belong: under a field, in the password dialog (a wrong password or code), or as
 * `withdrawalRefusals` answers them.
 * `askCode`: the person has two-factor sign-in on (or the server asked for a code).
 */
export function useCreateWithdrawal() {
  const { t } = useTranslation();
  const [step, setStep] = useState<WithdrawalStep>('form');
  const twoFactorOn = useTwoFactorOn();
  const [codeAsked, setCodeAsked] = useState(false);
  // The code and the confirmed fee travel outside the attempt's variables: a retry after a lost answer with
  // a fresh code (the first one has expired), or confirmed again at a fee an operator changed meanwhile, is
  // the same withdrawal, so it must keep its Idempotency-Key (the server's request hash leaves both out and
  // answers the first order, if it was placed).
  const beside = useRef<WithdrawalBeside | null>(null);

  const create = useMoneyMutation<WithdrawalVariables, WithdrawalOrder, WithdrawalServerField>({
    send: (variables, key) => financeApi.createWithdrawal(withBeside(variables, beside.current), key),
    fields: WITHDRAWAL_FIELDS,
    codeFields: WITHDRAWAL_CODE_FIELDS,
    onCode: withdrawalRefusals(t, setStep, setCodeAsked),
    // No answer: the withdrawal may exist, so the person is told so, not that it failed. Confirming again
    // sends the same key, so it cannot be made twice.
    onUncertain: (error) => {
      setStep('form');
      void showAlert(t('finance.withdrawal.uncertain', { reason: uncertainReason(error) }));
    },
    // accountKeys.withdrawals holds the networks too: a WITHDRAWAL_FEE_CHANGED refusal brings the new fee.
    invalidate: [accountKeys.withdrawals, accountKeys.assets],
    onSuccess: (order) => {
      setStep('form');
      showSuccessToast(t('finance.withdrawal.submitted'));
      navigateTo(PATHS.withdrawalOrder, { orderNo: order.orderNo });
    },
  });
  useCloseDialogsOnFieldProblem(create.problems, setStep);

  const { submit: sendAttempt } = create;
  const submit = useCallback(
    (variables: WithdrawalVariables, extra: WithdrawalBeside) => {
      beside.current = extra;
      return sendAttempt(variables);
    },
    [sendAttempt],
  );

  return { create, submit, step, setStep, askCode: twoFactorOn || codeAsked };
}
