import type { AdminWithdrawalOrder } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { useCan, useOperator } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import type { CurrentOrder } from '../finance/use-current-order.ts';

export type Action = 'take' | 'approve' | 'complete' | 'reject' | 'fail';
/** The steps that ask for something first (a transaction ID or a reason); take and approve go at once. */
export type AskingStep = Exclude<Action, 'take' | 'approve'>;
export type StepValues = { txId?: string; reason?: string };
const DONE_TEXT: Record<Action, string> = {
  take: 'finance.withdrawal.taken',
  approve: 'finance.withdrawal.approved',
  complete: 'finance.withdrawal.completed',
  reject: 'finance.withdrawal.rejected',
  fail: 'finance.withdrawal.failed',
};

function send(action: Action, orderNo: string, values: StepValues) {
  switch (action) {
    case 'take':
      return financeAdminApi.takeWithdrawal(orderNo);
    case 'approve':
      return financeAdminApi.approveWithdrawal(orderNo);
    case 'complete':
      return financeAdminApi.completeWithdrawal(orderNo, values.txId?.trim() ?? '');
    case 'reject':
      return financeAdminApi.rejectWithdrawal(orderNo, values.reason?.trim() ?? '');
    case 'fail':
      return financeAdminApi.failWithdrawal(orderNo, values.reason?.trim() ?? '');
    default: {
      const unknown: never = action;
      throw new Error(`unknown action ${String(unknown)}`);
    }
  }
}

/**
 * The buttons a status allows: take or reject a pending one; approve, complete, reject or fail a taken one.
 * A frozen owner's withdrawal is only released (rejected or failed): the server refuses the other steps.
 */
function actionsFor(order: AdminWithdrawalOrder, operatorId: string): Action[] {
  const frozen = order.user.status === 'frozen';
  if (order.status === 'pending') return frozen ? ['reject'] : ['reject', 'take'];
  if (order.status !== 'processing') return [];
  if (frozen) return ['fail', 'reject'];
  if (!waitingForSecond(order)) return ['fail', 'reject', 'complete'];
  // The second pair of eyes is another operator's: the server refuses the taker's own (SAME_OPERATOR).
  return order.takenBy === operatorId ? ['fail', 'reject'] : ['fail', 'reject', 'approve'];
}

export const waitingForSecond = (order: AdminWithdrawalOrder) =>
  order.needsSecondApproval && !order.approvedBy;

/**
 * The steps of one withdrawal's review: the buttons its status allows this operator, the step asking for a
 * transaction ID or a reason, and the request that sends a step (then re-reads the queue and the order).
 */
export function useWithdrawalSteps(current: CurrentOrder<AdminWithdrawalOrder>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const order = current.order;
  const [form] = Form.useForm<StepValues>();
  const [asking, setAsking] = useState<AskingStep | null>(null);
  const decide = useSingleMutation({
    mutationFn: ({ action, values }: { action: Action; values: StepValues }) =>
      send(action, order.orderNo, values),
    onSuccess: (updated, { action }) => {
      void message.success(t(DONE_TEXT[action]));
      current.ownStep(updated);
      setAsking(null);
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error)),
    // Re-reads the queue and this order: after a refusal (409) it shows what someone else did instead.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FINANCE_KEYS.withdrawals }),
  });
  const run = (action: Action) => {
    if (action === 'take' || action === 'approve') decide.mutate({ action, values: {} });
    else setAsking(action);
  };
  const actions = can('finance.review') ? actionsFor(order, operator.id) : [];
  // A half-filled step that someone else's step has made impossible goes away with its button.
  const step = asking !== null && actions.includes(asking) ? asking : null;
  return {
    form,
    actions,
    step,
    run,
    busy: decide.isPending,
    submit: (action: AskingStep, values: StepValues) => decide.mutate({ action, values }),
    cancel: () => setAsking(null),
  };
}
