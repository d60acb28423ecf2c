import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { OrderStatus } from './order-status.tsx';

/** An order amount as shown on the detail pages. */
export const usdt = (value: string) => `${formatDecimal(value)} USDT`;

/** The facts every order detail opens with: status, order number, amount and fee. */
export function useOrderHeadFacts(order: { orderNo: string; status: string; amount: string; fee: string }) {
  const { t } = useTranslation();
  return [
    {
      label: t('finance.fields.status'),
      value: <OrderStatus status={order.status} />,
      testId: 'order-status',
    },
    { label: t('finance.fields.orderNo'), value: order.orderNo },
    { label: t('finance.fields.amount'), value: usdt(order.amount) },
    { label: t('finance.fields.fee'), value: usdt(order.fee) },
  ];
}
