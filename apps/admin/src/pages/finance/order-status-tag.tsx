import type { FinanceOrderStatus } from '@halcyon/api';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FinanceOrderStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
  rejected: 'red',
};

export function OrderStatusTag({ status }: { status: FinanceOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`finance.status.${status}`)}</Tag>;
}
