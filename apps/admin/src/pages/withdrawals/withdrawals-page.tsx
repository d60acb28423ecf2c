import type { AdminWithdrawalOrder } from '@halcyon/api';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useServerTable } from '@/frame/use-server-table.ts';
import { FINANCE_KEYS, financeAdminApi, type QueueFilters } from '../finance/finance-api.ts';
import { OrderStatusTag } from '../finance/order-status-tag.tsx';
import { QueueFilterBar } from '../finance/queue-filters.tsx';
import { queuePollMs, useFinanceQueue } from '../finance/use-finance-queue.ts';
import { WithdrawalReview } from './withdrawal-review.tsx';
import '../finance/finance.css';

const OPEN = new Set(['pending', 'processing']);

/** The withdrawal queue (role finance): pending and taken requests; live on the admin socket, else polled. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'pending', search: '' });
  // The order under review stays open through its steps (take, then complete), whatever the filter shows.
  const [reviewing, setReviewing] = useState<AdminWithdrawalOrder | null>(null);
  const live = useFinanceQueue('withdrawal');
  const table = useServerTable<AdminWithdrawalOrder, QueueFilters>({
    queryKey: FINANCE_KEYS.withdrawals,
    filters,
    load: ({ page, limit, filters: current }) => financeAdminApi.withdrawals(page, limit, current),
    refetchInterval: queuePollMs(live),
  });

  return (
    <>
      <PageHeader
        title={t('finance.menu.withdrawals')}
        extra={
          <QueueFilterBar
            filters={filters}
            live={live}
            onChange={(next) => {
              setFilters((current) => ({ ...current, ...next }));
              table.resetPage();
            }}
          />
        }
      />
      <Table<AdminWithdrawalOrder>
        rowKey="orderNo"
        {...table.tableProps}
        columns={[
          {
            title: t('finance.fields.orderNo'),
            dataIndex: 'orderNo',
            render: (no: string) => <span className="hc-mono">{no}</span>,
          },
          {
            title: t('finance.fields.user'),
            key: 'user',
            render: (_, order) => `${order.user.account} · ${order.user.email}`,
          },
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
            dataIndex: 'takenBy',
            render: (value: string | null) => value ?? '-',
          },
          {
            title: t('finance.fields.createdAt'),
            dataIndex: 'createdAt',
            render: (ms: number) => formatTime(ms),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, order) => (
              <Button
                size="small"
                type={OPEN.has(order.status) ? 'primary' : 'default'}
                onClick={() => setReviewing(order)}
              >
                {t(OPEN.has(order.status) ? 'finance.list.review' : 'finance.list.open')}
              </Button>
            ),
          },
        ]}
      />
      {reviewing ? (
        <WithdrawalReview order={reviewing} onChange={setReviewing} onClose={() => setReviewing(null)} />
      ) : null}
    </>
  );
}
