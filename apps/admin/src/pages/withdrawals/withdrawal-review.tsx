import { type AdminWithdrawalOrder, WITHDRAWAL_REJECT_TEMPLATES } from '@halcyon/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Form, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { formatTime } from '@/frame/format.ts';
import { useCan } from '@/frame/session.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { FrozenOwnerAlert } from '../finance/frozen-owner-alert.tsx';
import { useOrderDescriptionItems } from '../finance/order-description-items.tsx';
import { ReasonFields } from '../finance/reason-fields.tsx';
import { UserFacts } from '../finance/user-facts.tsx';

const OPEN = new Set(['pending', 'processing']);

type Action = 'take' | 'approve' | 'complete' | 'reject' | 'fail';
const DONE_TEXT: Record<Action, string> = {
  take: 'finance.withdrawal.taken',
  approve: 'finance.withdrawal.approved',
  complete: 'finance.withdrawal.completed',
  reject: 'finance.withdrawal.rejected',
  fail: 'finance.withdrawal.failed',
};

function send(action: Action, orderNo: string, values: { txId?: string; reason?: string }) {
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
function actionsFor(order: AdminWithdrawalOrder): Action[] {
  const frozen = order.user.status === 'frozen';
  if (order.status === 'pending') return frozen ? ['reject'] : ['reject', 'take'];
  if (order.status !== 'processing') return [];
  if (frozen) return ['fail', 'reject'];
  const waitingForSecond = order.needsSecondApproval && !order.approvedBy;
  return waitingForSecond ? ['fail', 'reject', 'approve'] : ['fail', 'reject', 'complete'];
}

/**
 * One withdrawal: the request beside the person's identity status, account age and recent deposits, and
 * the step its status allows. Every decision is the server's to check (four eyes, exactly once).
 */
export function WithdrawalReview({
  order,
  onChange,
  onClose,
}: {
  order: AdminWithdrawalOrder;
  /** The order as the server answered a decision. */
  onChange: (order: AdminWithdrawalOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ txId?: string; reason?: string }>();
  const [asking, setAsking] = useState<Action | null>(null);
  const decide = useMutation({
    mutationFn: ({ action, values }: { action: Action; values: { txId?: string; reason?: string } }) =>
      send(action, order.orderNo, values),
    onSuccess: (updated, { action }) => {
      void message.success(t(DONE_TEXT[action]));
      onChange(updated);
      setAsking(null);
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FINANCE_KEYS.withdrawals }),
  });
  const run = (action: Action) => {
    if (action === 'take' || action === 'approve') decide.mutate({ action, values: {} });
    else setAsking(action);
  };
  const actions = can('finance.review') ? actionsFor(order) : [];
  const items = useOrderDescriptionItems(order, {
    where: [
      { key: 'network', label: t('finance.fields.network'), children: order.network },
      {
        key: 'address',
        label: t('finance.fields.address'),
        children: <span className="hc-mono">{order.address}</span>,
      },
    ],
    sums: [{ key: 'total', label: t('finance.fields.totalAmount'), children: `${order.totalAmount} USDT` }],
    decisions: [
      { key: 'taken', label: t('finance.fields.takenBy'), children: order.takenBy ?? '-' },
      { key: 'approved', label: t('finance.fields.approvedBy'), children: order.approvedBy ?? '-' },
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
        asking === null && actions.length > 0 ? (
          <Flex gap={8} justify="end">
            {actions.map((action) => (
              <Button
                key={action}
                type={
                  action === 'take' || action === 'approve' || action === 'complete' ? 'primary' : 'default'
                }
                danger={action === 'reject' || action === 'fail'}
                loading={decide.isPending && (action === 'take' || action === 'approve')}
                onClick={() => run(action)}
              >
                {t(`finance.withdrawal.${action}`)}
              </Button>
            ))}
          </Flex>
        ) : null
      }
    >
      {OPEN.has(order.status) ? <FrozenOwnerAlert user={order.user} kind="withdrawal" /> : null}
      {order.needsSecondApproval && order.status !== 'completed' ? (
        <Alert
          type="warning"
          showIcon
          message={t('finance.withdrawal.needsSecond')}
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
      {asking ? (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 16 }}
          onFinish={(values) => decide.mutate({ action: asking, values })}
        >
          {asking === 'complete' ? (
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
            <Button onClick={() => setAsking(null)}>{t('finance.list.cancel')}</Button>
            <Button
              htmlType="submit"
              type="primary"
              danger={asking !== 'complete'}
              loading={decide.isPending}
            >
              {t(`finance.withdrawal.${asking}`)}
            </Button>
          </Flex>
        </Form>
      ) : null}
    </FormModal>
  );
}
