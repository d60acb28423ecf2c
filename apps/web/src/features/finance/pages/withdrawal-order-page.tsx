import type { WithdrawalOrder } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { financeApi, useWithdrawalOrder } from '../api.ts';
import { CancelOrderButton } from '../components/cancel-order-button.tsx';
import { OrderDetailShell } from '../components/order-detail-shell.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { usdt, useOrderHeadFacts } from '../components/order-head-facts.tsx';
import { knownStatus, OrderStatus } from '../components/order-status.tsx';
import { useCancelOrder } from '../use-cancel-order.ts';
import '../finance.css';

const MEANING = {
  pending: 'meaningPending',
  processing: 'meaningProcessing',
  completed: 'meaningCompleted',
  cancelled: 'meaningCancelled',
  failed: 'meaningFailed',
  rejected: 'meaningRejected',
  unknown: 'meaningUnknown',
} as const;

function OrderBody({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const head = useOrderHeadFacts(order);
  const status = knownStatus(order.status);
  const needsSupport = status === 'failed' || status === 'rejected' || status === 'unknown';
  // The operator writes this reason for the person ("Reason shown to the user") when rejecting or failing.
  const showsReason = (status === 'rejected' || status === 'failed') && order.rejectReason;
  const cancel = useCancelOrder({
    cancel: () => financeApi.cancelWithdrawal(order.orderNo),
    detailKey: accountKeys.withdrawal(order.orderNo),
    listKey: [...accountKeys.withdrawals, 'list'],
    texts: {
      confirm: 'finance.withdrawalOrder.cancelConfirm',
      done: 'finance.withdrawalOrder.cancelled',
      failed: 'finance.withdrawalOrder.cancelFailed',
    },
  });
  return (
    <>
      <section className={`hc-fin-card hc-fin-meaning hc-fin-meaning-${status}`} role="status">
        <OrderStatus status={order.status} />
        <p data-testid="withdrawal-meaning">{t(`finance.withdrawalOrder.${MEANING[status]}`)}</p>
        {showsReason ? <p data-testid="reject-reason">{order.rejectReason}</p> : null}
        {needsSupport ? (
          <Button size="small" color="primary" onClick={() => navigateTo(PATHS.customerService)}>
            {t('finance.withdrawalOrder.contactSupport')}
          </Button>
        ) : null}
      </section>
      <OrderFacts
        facts={[
          ...head,
          { label: t('finance.fields.actualAmount'), value: usdt(order.actualAmount) },
          { label: t('finance.fields.totalDeducted'), value: usdt(order.totalAmount) },
          { label: t('finance.fields.network'), value: t(`finance.methods.${order.network}`) },
          {
            label: t('finance.fields.address'),
            value: <span className="hc-fin-address-text">{order.address}</span>,
          },
          { label: t('finance.fields.txId'), value: order.txId, testId: 'order-txid' },
          { label: t('finance.fields.remark'), value: order.remark },
          { label: t('finance.fields.createdAt'), value: formatDateTime(order.createdAt) },
          {
            label: t('finance.fields.processedAt'),
            value: order.processedAt ? formatDateTime(order.processedAt) : null,
          },
          {
            label: t('finance.fields.completedAt'),
            value: order.completedAt ? formatDateTime(order.completedAt) : null,
          },
        ]}
      />
      {status === 'pending' ? (
        <CancelOrderButton cancel={cancel} label={t('finance.withdrawalOrder.cancel')} />
      ) : null}
    </>
  );
}

/** Withdrawal order detail (spec section 2) with the spec's status meanings; live over the `user` channel. */
export default function WithdrawalOrderPage() {
  const { t } = useTranslation();
  const { orderNo = '' } = usePageParams();
  const order = useWithdrawalOrder(orderNo);
  return (
    <OrderDetailShell orderNo={orderNo} order={order} loadFailed={t('finance.withdrawalOrder.loadFailed')}>
      {(loaded) => <OrderBody order={loaded} />}
    </OrderDetailShell>
  );
}
