import type { RechargeOrder } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { PrivateImage } from '@/shared/ui/private-image.tsx';
import { financeApi, useRechargeOrder } from '../api.ts';
import { CancelOrderButton } from '../components/cancel-order-button.tsx';
import { OrderDetailShell } from '../components/order-detail-shell.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { usdt, useOrderHeadFacts } from '../components/order-head-facts.tsx';
import { knownStatus } from '../components/order-status.tsx';
import { RechargeProgress } from '../components/recharge-progress.tsx';
import { useCancelOrder } from '../use-cancel-order.ts';
import '../finance.css';

function Outcome({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation();
  if (order.status !== 'rejected' && order.status !== 'failed') return null;
  const retry = () =>
    navigateTo(PATHS.recharge, { configId: order.configId, amount: order.amount, remark: order.remark });
  return (
    <section className="hc-fin-card hc-fin-outcome" role="status">
      <h2 className="hc-fin-card-title">
        {t(
          order.status === 'rejected'
            ? 'finance.rechargeOrder.rejectedTitle'
            : 'finance.rechargeOrder.failedTitle',
        )}
      </h2>
      {order.status === 'rejected' && order.rejectReason ? (
        <p data-testid="reject-reason">{order.rejectReason}</p>
      ) : null}
      {order.status === 'failed' ? <p>{t('finance.rechargeOrder.failedText')}</p> : null}
      <div className="hc-fin-actions">
        <Button color="primary" onClick={retry}>
          {t('finance.rechargeOrder.retry')}
        </Button>
        <Button onClick={() => navigateTo(PATHS.customerService)}>
          {t('finance.rechargeOrder.contactSupport')}
        </Button>
      </div>
    </section>
  );
}

function OrderBody({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder({
    cancel: () => financeApi.cancelRecharge(order.orderNo),
    detailKey: accountKeys.recharge(order.orderNo),
    listKey: [...accountKeys.recharges, 'list'],
    texts: {
      confirm: 'finance.rechargeOrder.cancelConfirm',
      done: 'finance.rechargeOrder.cancelled',
      failed: 'finance.rechargeOrder.cancelFailed',
    },
  });
  const head = useOrderHeadFacts(order);
  const info = order.paymentInfo;
  return (
    <>
      <RechargeProgress status={knownStatus(order.status)} />
      <Outcome order={order} />
      <OrderFacts
        facts={[
          ...head,
          {
            label: t('finance.fields.actualAmount'),
            value: usdt(order.actualAmount),
            testId: 'order-actual',
          },
          { label: t('finance.fields.method'), value: t(`finance.methods.${order.method}`) },
          { label: t('finance.fields.address'), value: info.address },
          { label: t('finance.fields.bankName'), value: info.bankName },
          { label: t('finance.fields.accountName'), value: info.accountName },
          { label: t('finance.fields.accountNumber'), value: info.accountNumber },
          { label: t('finance.fields.bankCode'), value: info.bankCode },
          { label: t('finance.fields.remark'), value: order.remark },
          { label: t('finance.fields.createdAt'), value: formatDateTime(order.createdAt) },
          {
            label: t('finance.fields.completedAt'),
            value: order.completedAt ? formatDateTime(order.completedAt) : null,
          },
          // A pending order nobody confirms is marked failed then (no money moves).
          {
            label: t('finance.fields.expiresAt'),
            value: order.status === 'pending' ? formatDateTime(order.expiresAt) : null,
          },
        ]}
      />
      <section className="hc-fin-card" aria-label={t('finance.fields.proof')}>
        <h2 className="hc-fin-card-title">{t('finance.fields.proof')}</h2>
        <PrivateImage className="hc-fin-proof-preview" url={order.proofUrl} alt={t('finance.fields.proof')} />
      </section>
      {order.status === 'pending' ? (
        <CancelOrderButton cancel={cancel} label={t('finance.rechargeOrder.cancel')} />
      ) : null}
    </>
  );
}

/** Recharge order detail (spec section 2); every status change arrives live on the `user` channel. */
export default function RechargeOrderPage() {
  const { t } = useTranslation();
  const { orderNo = '' } = usePageParams();
  const order = useRechargeOrder(orderNo);
  return (
    <OrderDetailShell orderNo={orderNo} order={order} loadFailed={t('finance.rechargeOrder.loadFailed')}>
      {(loaded) => <OrderBody order={loaded} />}
    </OrderDetailShell>
  );
}
