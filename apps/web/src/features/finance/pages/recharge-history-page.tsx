import type { RechargeOrder } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useRechargeOrders } from '../api.ts';
import { type HistorySource, OrderHistory } from '../components/order-history.tsx';
import '../finance.css';

/** Recharge history (spec section 2): every deposit of the person, filtered by status. */
export default function RechargeHistoryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const source: HistorySource<RechargeOrder> = {
    usePage: useRechargeOrders,
    toLine: (order) => ({
      orderNo: order.orderNo,
      amount: order.amount,
      status: order.status,
      createdAt: order.createdAt,
      method: t(`finance.methods.${order.method}`),
    }),
    detailPath: PATHS.rechargeOrder,
    refresh: () => queryClient.refetchQueries({ queryKey: [...accountKeys.recharges, 'list'] }),
  };
  return <OrderHistory source={source} />;
}
