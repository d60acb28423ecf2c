import { type AdminWithdrawalOrder, WITHDRAWAL_REJECT_TEMPLATES } from '@halcyon/api';
import { Alert, Button, Descriptions, Flex, Form, type FormInstance, Input, List } from 'antd';
import { useTranslation } from 'react-i18next';
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
import {
  type Action,
  type AskingStep,
  type StepValues,
  useWithdrawalSteps,
  waitingForSecond,
} from './withdrawal-steps.ts';

const OPEN = new Set(['pending', 'processing']);

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

/** The order's rows: where it goes (the address masked for a role without finance.personal) and who did what. */
function useWithdrawalItems(order: AdminWithdrawalOrder) {
  const { t } = useTranslation();
  const can = useCan();
  return useOrderDescriptionItems(order, {
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
}

/**
 * Only while the second approval is still to come: once given (or the order closed) it would say the
 * opposite of the "Second approval" row and the Complete button.
 */
function SecondApprovalAlert({ order }: { order: AdminWithdrawalOrder }) {
  const { t } = useTranslation();
  const operator = useOperator();
  if (!OPEN.has(order.status) || !waitingForSecond(order)) return null;
  return (
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
  );
}

/** The owner's recent completed deposits, beside the withdrawal they would fund. */
function RecentDeposits({ deposits }: { deposits: AdminWithdrawalOrder['recentDeposits'] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={deposits}
      locale={{ emptyText: t('finance.list.noDeposits') }}
      renderItem={(deposit) => (
        <List.Item>
          {deposit.actualAmount} USDT · {formatTime(deposit.completedAt)}
        </List.Item>
      )}
    />
  );
}

/**
 * One withdrawal: the request beside the person's identity status, account age and recent deposits, and
 * the step its status allows. The order is read again while the dialog is open, so another operator's step
 * shows here and takes its buttons away. Every decision is the server's to check (four eyes, exactly once).
 */
export function WithdrawalReview({ opened, onClose }: { opened: AdminWithdrawalOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useCurrentOrder(
    opened,
    FINANCE_KEYS.withdrawal(opened.orderNo),
    financeAdminApi.withdrawal,
  );
  const order = current.order;
  const steps = useWithdrawalSteps(current);
  const { step } = steps;
  const items = useWithdrawalItems(order);

  return (
    <FormModal
      open
      width={960}
      title={t('finance.withdrawal.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      footer={
        step === null && steps.actions.length > 0 ? (
          <StepButtons actions={steps.actions} busy={steps.busy} onRun={steps.run} />
        ) : null
      }
    >
      <CurrentOrderAlerts current={current} outcome={withdrawalOutcome(order)} />
      {OPEN.has(order.status) ? <FrozenOwnerAlert user={order.user} kind="withdrawal" /> : null}
      <SecondApprovalAlert order={order} />
      <div className="hc-review-grid">
        <Descriptions size="small" column={1} bordered items={items} />
        <UserFacts user={order.user} extra={<RecentDeposits deposits={order.recentDeposits} />} />
      </div>
      {step ? (
        <StepForm
          form={steps.form}
          step={step}
          busy={steps.busy}
          onSubmit={(values) => steps.submit(step, values)}
          onCancel={steps.cancel}
        />
      ) : null}
    </FormModal>
  );
}
