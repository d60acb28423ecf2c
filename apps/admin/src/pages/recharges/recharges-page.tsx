import type { AdminRechargeOrder, FinanceStatusFilter } from '@halcyon/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { OrderQueueTable } from '../finance/order-queue-table.tsx';
import { OrderStatusTag } from '../finance/order-status-tag.tsx';
import { financeStatusOptions } from '../finance/queue-filters.tsx';
import { RechargeReview } from './recharge-review.tsx';

/** The deposit review queue (role finance): pending first; live on the admin socket, else polled. */
export default function RechargesPage() {
  const { t } = useTranslation();
  // The row opened: the dialog reads the order from there on, and stays open when someone else decides it.
  const [open, setOpen] = useState<AdminRechargeOrder | null>(null);
  return (
    <OrderQueueTable<AdminRechargeOrder, FinanceStatusFilter>
      queue="recharge"
      title={t('finance.menu.recharges')}
      queryKey={FINANCE_KEYS.recharges}
      load={financeAdminApi.recharges}
      statuses={financeStatusOptions(t)}
      initialStatus="pending"
      columns={[
        {
          title: t('finance.fields.config'),
          key: 'config',
          render: (_, order) => `${order.configName} (${order.method})`,
        },
        { title: t('finance.fields.amount'), dataIndex: 'amount', align: 'right' },
        { title: t('finance.fields.actualAmount'), dataIndex: 'actualAmount', align: 'right' },
        {
          title: t('finance.fields.status'),
          dataIndex: 'status',
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
      ]}
      needsAction={(order) => order.status === 'pending'}
      onOpen={setOpen}
      dialog={open ? <RechargeReview key={open.orderNo} opened={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}
