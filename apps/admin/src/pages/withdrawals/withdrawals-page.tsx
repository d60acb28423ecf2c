import type { AdminWithdrawalOrder, AdminWithdrawalOrderList, WithdrawalQueueFilter } from '@halcyon/api';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/frame/session.ts';
import { FINANCE_KEYS, financeAdminApi } from '../finance/finance-api.ts';
import { operatorName } from '../finance/order-outcome.ts';
import { OrderQueueTable } from '../finance/order-queue-table.tsx';
import { OrderStatusTag } from '../finance/order-status-tag.tsx';
import { financeStatusOptions } from '../finance/queue-filters.tsx';
import { AWAITING_SECOND_APPROVAL, AwaitingSecondApprovalButton } from './awaiting-second-approval.tsx';
import { WithdrawalReview } from './withdrawal-review.tsx';

const OPEN = new Set(['pending', 'processing']);

/** The withdrawal queue (role finance): pending and taken requests; live on the admin socket, else polled. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const me = useOperator().id;
  // The row opened: the dialog reads the order from there on, through its steps (take, then complete) and
  // other operators' steps, whatever the queue's filter still shows.
  const [reviewing, setReviewing] = useState<AdminWithdrawalOrder | null>(null);
  const statuses: { value: WithdrawalQueueFilter; label: string }[] = [
    ...financeStatusOptions(t),
    { value: AWAITING_SECOND_APPROVAL, label: t('finance.list.awaitingSecondApproval') },
    { value: 'to-handle', label: t('finance.list.toHandle') },
  ];
  return (
    <OrderQueueTable<AdminWithdrawalOrder, WithdrawalQueueFilter, AdminWithdrawalOrderList>
      queue="withdrawal"
      title={t('finance.menu.withdrawals')}
      queryKey={FINANCE_KEYS.withdrawals}
      load={financeAdminApi.withdrawals}
      statuses={statuses}
      initialStatus="pending"
      shortcut={(state) => <AwaitingSecondApprovalButton {...state} />}
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
          render: (_, order) => {
            const name = operatorName(order.takenByName, order.takenBy) ?? '-';
            // Marked: the one who took a withdrawal cannot give its second approval (the server refuses it).
            return order.takenBy === me ? t('finance.list.takenByYou', { name }) : name;
          },
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
