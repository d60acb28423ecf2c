import type { FinanceOrderStatus } from '@halcyon/api';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

type Item = { key: string; label: string; children: ReactNode };
type ReviewedOrder = {
  status: FinanceOrderStatus;
  amount: string;
  fee: string;
  remark: string | null;
  createdAt: number;
};

/**
 * An order's facts in a review dialog, in the order both queues show them: status, the kind's `where`
 * (method or network), amount and fee, the kind's other `sums`, remark, creation time, then `decisions`.
 */
export function useOrderDescriptionItems(
  order: ReviewedOrder,
  parts: { where: Item[]; sums: Item[]; decisions: Item[] },
): NonNullable<DescriptionsProps['items']> {
  const { t } = useTranslation();
  return [
    { key: 'status', label: t('finance.fields.status'), children: <OrderStatusTag status={order.status} /> },
    ...parts.where,
    { key: 'amount', label: t('finance.fields.amount'), children: `${order.amount} USDT` },
    { key: 'fee', label: t('finance.fields.fee'), children: `${order.fee} USDT` },
    ...parts.sums,
    { key: 'remark', label: t('finance.fields.remark'), children: order.remark ?? '-' },
    { key: 'created', label: t('finance.fields.createdAt'), children: formatTime(order.createdAt) },
    ...parts.decisions,
  ];
}
