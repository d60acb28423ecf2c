import type { AdminWithdrawalOrder } from '@halcyon/api';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { operatorName } from '../finance/order-outcome.ts';
import { OrderQueueTable } from '../finance/order-queue-table.tsx';
import { OrderStatusTag } from '../finance/order-status-tag.tsx';
import { WithdrawalReview } from './withdrawal-review.tsx';

const OPEN = new Set(['pending', 'processing']);

/** The withdrawal queue (role finance): pending and taken requests; live on the admin socket, else polled. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  // The row opened: the dialog reads the order from there on, through its steps (take, then complete) and
  // other operators' steps, whatever the queue's filter still shows.
  const [reviewing, setReviewing] = useState<AdminWithdrawalOrder | null>(null);
  return (
    <OrderQueueTable<AdminWithdrawalOrder>
      queue="withdrawal"
      title={t('finance.menu.withdrawals')}
      queryKey={FINANCE_KEYS.withdrawals}
      load={financeAdminApi.withdrawals}
      columns={[
        { title: t('finance.fields.network'), dataIndex: 'network' },
        { title: t('finance.fields.amount'), dataIndex: 'amount', align: 'right' },
        {
          title: t('finance.fields.status'),
          key: 'status',
          render: (_, order) => (
            <>
              <OrderStatusTag status={order.status} />
              {order.needsSecondApproval && !order.approvedBy && OPEN.has(order.status) ? (
                <Tag color="orange">{t('finance.fields.approvedBy')}</Tag>
              ) : null}
            </>
          ),
        },
        {
          title: t('finance.fields.takenBy'),
          key: 'takenBy',
          render: (_, order) => operatorName(order.takenByName, order.takenBy) ?? '-',
        },
      ]}
      needsAction={(order) => OPEN.has(order.status)}
      onOpen={setReviewing}
      dialog={
        reviewing ? (
          <WithdrawalReview key={reviewing.orderNo} opened={reviewing} onClose={() => setReviewing(null)} />
        ) : null
      }
    />
  );
}
