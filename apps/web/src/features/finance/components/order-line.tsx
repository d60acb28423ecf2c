import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money.ts';
import { formatDateTime } from '@/shared/i18n/format-date-time.ts';
import { OrderStatus } from './order-status.tsx';

export interface OrderLineData {
  orderNo: string;
  amount: string;
  status: string;
  createdAt: number;
  /** The network or method, already in words. */
  method: string;
}

/** One order in a list: amount (a summary: cents), method, time and status; the whole line opens the order. */
export function OrderLine({ order, onOpen }: { order: OrderLineData; onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation();
  return (
    <li className="hc-fin-line">
      <button
        type="button"
        className="hc-fin-line-button"
        data-testid={`order-${order.orderNo}`}
        onClick={() => onOpen(order.orderNo)}
      >
        <span className="hc-fin-line-main">
          <span className="hc-fin-line-amount">
            {t('finance.list.orderLine', { amount: formatMoney(order.amount, 'USDT') })}
          </span>
          <OrderStatus status={order.status} />
        </span>
        <span className="hc-fin-line-sub">
          <span>{order.method}</span>
          <span>{formatDateTime(order.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}
