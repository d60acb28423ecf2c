import type { WithdrawalOrder } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useWithdrawalOrders } from '../api.ts';
import { type HistorySource, OrderHistory } from '../components/order-history.tsx';
import '../finance.css';

/** Withdrawal history (spec section 2): every withdrawal of the person, filtered by status. */
export default function WithdrawalHistoryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const source: HistorySource<WithdrawalOrder> = {
    usePage: useWithdrawalOrders,
    toLine: (order) => ({
      orderNo: order.orderNo,
      amount: order.amount,
      status: order.status,
      createdAt: order.createdAt,
      method: t(`finance.methods.${order.network}`),
    }),
    detailPath: PATHS.withdrawalOrder,
    refresh: () => queryClient.refetchQueries({ queryKey: [...accountKeys.withdrawals, 'list'] }),
  };
  return <OrderHistory source={source} />;
}
