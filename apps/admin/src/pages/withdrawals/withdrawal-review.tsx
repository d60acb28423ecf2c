import { type AdminWithdrawalOrder, WITHDRAWAL_REJECT_TEMPLATES } from '@halcyon/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Form, type FormInstance, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { useCan, useOperator } from '@/frame/session.ts';
import { CurrentOrderAlerts } from '../finance/current-order-alerts.tsx';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { FrozenOwnerAlert } from '../finance/frozen-owner-alert.tsx';
import { useOrderDescriptionItems } from '../finance/order-description-items.tsx';
import { operatorName, withdrawalOutcome } from '../finance/order-outcome.ts';
import { ReasonFields } from '../finance/reason-fields.tsx';
import { useCurrentOrder } from '../finance/use-current-order.ts';
import { UserFacts } from '../finance/user-facts.tsx';

const OPEN = new Set(['pending', 'processing']);

type Action = 'take' | 'approve' | 'complete' | 'reject' | 'fail';
/** The steps that ask for something first (a transaction ID or a reason); take and approve go at once. */
type AskingStep = Exclude<Action, 'take' | 'approve'>;
type StepValues = { txId?: string; reason?: string };
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

const waitingForSecond = (order: AdminWithdrawalOrder) => order.needsSecondApproval && !order.approvedBy;

/** The footer: one button per step still possible; take and approve show the request in flight. */
function StepButtons({
  actions,
  busy,
  onRun,
}: {
  actions: Action[];
  busy: boolean;
  onRun: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} justify="end">
      {actions.map((action) => (
        <Button
          key={action}
          type={action === 'take' || action === 'approve' || action === 'complete' ? 'primary' : 'default'}
          danger={action === 'reject' || action === 'fail'}
          loading={busy && (action === 'take' || action === 'approve')}
          onClick={() => onRun(action)}
        >
          {t(`finance.withdrawal.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}

/** What a step asks for before it is sent: the transaction ID to complete, a reason to reject or fail. */
function StepForm({
  form,
  step,
  busy,
  onSubmit,
  onCancel,
}: {
  form: FormInstance<StepValues>;
  step: AskingStep;
  busy: boolean;
  onSubmit: (values: StepValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={onSubmit}>
      {step === 'complete' ? (
        <Form.Item
          name="txId"
          label={t('finance.fields.txId')}
          rules={[
            { required: true, whitespace: true, max: 200, message: t('finance.withdrawal.txIdRequired') },
          ]}
        >
          <Input maxLength={200} className="hc-mono" />
        </Form.Item>
      ) : (
        <ReasonFields templates={WITHDRAWAL_REJECT_TEMPLATES} />
      )}
      <Flex gap={8}>
        <Button onClick={onCancel}>{t('finance.list.cancel')}</Button>
        <Button htmlType="submit" type="primary" danger={step !== 'complete'} loading={busy}>
          {t(`finance.withdrawal.${step}`)}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * One withdrawal: the request beside the person's identity status, account age and recent deposits, and
 * the step its status allows. The order is read again while the dialog is open, so another operator's step
 * shows here and takes its buttons away. Every decision is the server's to check (four eyes, exactly once).
 */
export function WithdrawalReview({ opened, onClose }: { opened: AdminWithdrawalOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const current = useCurrentOrder(
    opened,
    FINANCE_KEYS.withdrawal(opened.orderNo),
    financeAdminApi.withdrawal,
  );
  const order = current.order;
  const [form] = Form.useForm<StepValues>();
  const [asking, setAsking] = useState<AskingStep | null>(null);
  const decide = useMutation({
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
  const items = useOrderDescriptionItems(order, {
    where: [
      { key: 'network', label: t('finance.fields.network'), children: order.network },
      {
        key: 'address',
        label: t('finance.fields.address'),
        // Masked by the server for a role without finance.personal: said, so nobody copies it as an address.
        children: can('finance.personal') ? (
          <span className="hc-mono">{order.address}</span>
        ) : (
          <>
            <span className="hc-mono">{order.address}</span> ({t('finance.fields.addressMasked')})
          </>
        ),
      },
    ],
    sums: [{ key: 'total', label: t('finance.fields.totalAmount'), children: `${order.totalAmount} USDT` }],
    decisions: [
      {
        key: 'taken',
        label: t('finance.fields.takenBy'),
        children: operatorName(order.takenByName, order.takenBy) ?? '-',
      },
      {
        key: 'approved',
        label: t('finance.fields.approvedBy'),
        children: operatorName(order.approvedByName, order.approvedBy) ?? '-',
      },
      { key: 'txid', label: t('finance.fields.txId'), children: order.txId ?? '-' },
      {
        key: 'reason',
        label: t('finance.fields.rejectReason'),
        children: order.rejectReason ?? order.failReason ?? '-',
      },
    ],
  });

  return (
    <FormModal
      open
      width={960}
      title={t('finance.withdrawal.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      footer={
        step === null && actions.length > 0 ? (
          <StepButtons actions={actions} busy={decide.isPending} onRun={run} />
        ) : null
      }
    >
      <CurrentOrderAlerts current={current} outcome={withdrawalOutcome(order)} />
      {OPEN.has(order.status) ? <FrozenOwnerAlert user={order.user} kind="withdrawal" /> : null}
      {/* Only while the second approval is still to come: once given (or the order closed) it would say
          the opposite of the "Second approval" row and the Complete button. */}
      {OPEN.has(order.status) && waitingForSecond(order) ? (
        <Alert
          type="warning"
          showIcon
          message={t(
            order.takenBy === operator.id
              ? 'finance.withdrawal.needsSecondFromOther'
              : 'finance.withdrawal.needsSecond',
          )}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <div className="hc-review-grid">
        <Descriptions size="small" column={1} bordered items={items} />
        <UserFacts
          user={order.user}
          extra={
            <List
              size="small"
              dataSource={order.recentDeposits}
              locale={{ emptyText: t('finance.list.noDeposits') }}
              renderItem={(deposit) => (
                <List.Item>
                  {deposit.actualAmount} USDT · {formatTime(deposit.completedAt)}
                </List.Item>
              )}
            />
          }
        />
      </div>
      {step ? (
        <StepForm
          form={form}
          step={step}
          busy={decide.isPending}
          onSubmit={(values) => decide.mutate({ action: step, values })}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </FormModal>
  );
}
