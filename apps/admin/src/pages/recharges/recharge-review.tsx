import { type AdminRechargeOrder, RECHARGE_REJECT_TEMPLATES } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { useCan } from '@/frame/session.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { CurrentOrderAlerts } from '../finance/current-order-alerts.tsx';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { FrozenOwnerAlert } from '../finance/frozen-owner-alert.tsx';
import { useOrderDescriptionItems } from '../finance/order-description-items.tsx';
import { operatorName, rechargeOutcome } from '../finance/order-outcome.ts';
import { ProofViewer } from '../finance/proof-viewer.tsx';
import { ReasonFields } from '../finance/reason-fields.tsx';
import { useCurrentOrder } from '../finance/use-current-order.ts';
import { UserFacts } from '../finance/user-facts.tsx';

type Decision = 'approve' | 'reject' | null;
type DecisionValues = { reference?: string; reason?: string };

/** The decision being made (null before a button is pressed) and the request that sends it, then closes. */
function useRechargeDecision(order: AdminRechargeOrder, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision>(null);
  const [form] = Form.useForm<DecisionValues>();
  const decide = useSingleMutation({
    mutationFn: (values: DecisionValues) =>
      decision === 'approve'
        ? financeAdminApi.approveRecharge(order.orderNo, values.reference?.trim() ?? '')
        : financeAdminApi.rejectRecharge(order.orderNo, values.reason?.trim() ?? ''),
    onSuccess: () => {
      void message.success(
        t(decision === 'approve' ? 'finance.recharge.approved' : 'finance.recharge.rejected'),
      );
      onClose();
    },
    onError: (error) => void message.error(errorText(error)),
    // Re-reads the queue and this order: after a refusal (409) it shows how someone else decided.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FINANCE_KEYS.recharges }),
  });
  return { decision, setDecision, form, decide };
}

/** The order's rows: which configuration, what was paid to where, and how it was decided. */
function useRechargeItems(order: AdminRechargeOrder) {
  const { t } = useTranslation();
  const info = order.paymentInfo;
  return useOrderDescriptionItems(order, {
    where: [
      { key: 'config', label: t('finance.fields.config'), children: `${order.configName} (${order.method})` },
    ],
    sums: [
      { key: 'actual', label: t('finance.fields.actualAmount'), children: `${order.actualAmount} USDT` },
      {
        key: 'paid',
        label: t('finance.fields.paymentInfo'),
        children: (
          <span className="hc-mono">
            {info.address ??
              [info.bankName, info.accountName, info.accountNumber, info.bankCode]
                .filter(Boolean)
                .join(' · ')}
          </span>
        ),
      },
    ],
    decisions: [
      { key: 'reference', label: t('finance.fields.reference'), children: order.reference ?? '-' },
      { key: 'reason', label: t('finance.fields.rejectReason'), children: order.rejectReason ?? '-' },
      {
        key: 'decided',
        label: t('finance.fields.decidedBy'),
        children: operatorName(order.decidedByName, order.decidedBy) ?? '-',
      },
    ],
  });
}

/** What a decision asks for before it is sent: a reference to approve, a reason to reject. */
function DecisionForm({
  order,
  decision,
  form,
  busy,
  onSubmit,
  onCancel,
}: {
  order: AdminRechargeOrder;
  decision: Exclude<Decision, null>;
  form: FormInstance<DecisionValues>;
  busy: boolean;
  onSubmit: (values: DecisionValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }} onFinish={onSubmit}>
      {decision === 'approve' ? (
        <Form.Item
          name="reference"
          label={t('finance.fields.reference')}
          extra={t('finance.recharge.approveHint', { amount: order.actualAmount, fee: order.fee })}
        >
          <Input maxLength={200} />
        </Form.Item>
      ) : (
        <ReasonFields templates={RECHARGE_REJECT_TEMPLATES} />
      )}
      <Button onClick={onCancel}>{t('finance.list.cancel')}</Button>{' '}
      <Button htmlType="submit" type="primary" danger={decision === 'reject'} loading={busy}>
        {t(decision === 'approve' ? 'finance.recharge.approve' : 'finance.recharge.reject')}
      </Button>
    </Form>
  );
}

/**
 * One deposit under review: the proof beside the order and the user; approve with a reference or reject.
 * The order is read again while the dialog is open: decided by someone else, it says so and offers nothing.
 */
export function RechargeReview({ opened, onClose }: { opened: AdminRechargeOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const current = useCurrentOrder(opened, FINANCE_KEYS.recharge(opened.orderNo), financeAdminApi.recharge);
  const order = current.order;
  const { decision, setDecision, form, decide } = useRechargeDecision(order, onClose);
  const pending = order.status === 'pending' && can('finance.review');
  const items = useRechargeItems(order);

  return (
    <FormModal
      open
      width={1000}
      title={t('finance.recharge.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      footer={
        pending && decision === null ? (
          <>
            <Button danger onClick={() => setDecision('reject')}>
              {t('finance.recharge.reject')}
            </Button>
            <Button type="primary" onClick={() => setDecision('approve')}>
              {t('finance.recharge.approve')}
            </Button>
          </>
        ) : null
      }
    >
      <CurrentOrderAlerts current={current} outcome={rechargeOutcome(order)} />
      {order.status === 'pending' ? <FrozenOwnerAlert user={order.user} kind="recharge" /> : null}
      <div className="hc-review-grid">
        <ProofViewer url={order.proofAdminUrl} orderNo={order.orderNo} />
        <div>
          <Descriptions size="small" column={1} bordered items={items} />
          <div style={{ marginTop: 16 }}>
            <UserFacts user={order.user} />
          </div>
          {pending && decision !== null ? (
            <DecisionForm
              order={order}
              decision={decision}
              form={form}
              busy={decide.isPending}
              onSubmit={(values) => decide.mutate(values)}
              onCancel={() => setDecision(null)}
            />
          ) : null}
        </div>
      </div>
    </FormModal>
  );
}
