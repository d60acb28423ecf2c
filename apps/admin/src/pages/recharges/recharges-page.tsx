import type { AdminRechargeOrder } from '@halcyon/api';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { useServerTable } from '@/frame/use-server-table.ts';
import { FINANCE_KEYS, financeAdminApi, type QueueFilters } from '../finance/finance-api.ts';
import { OrderStatusTag } from '../finance/order-status-tag.tsx';
import { QueueFilterBar } from '../finance/queue-filters.tsx';
import { queuePollMs, useFinanceQueue } from '../finance/use-finance-queue.ts';
import { RechargeReview } from './recharge-review.tsx';
import '../finance/finance.css';

/** The deposit review queue (role finance): pending first; live on the admin socket, else polled. */
export default function RechargesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'pending', search: '' });
  const [open, setOpen] = useState<string | null>(null);
  const live = useFinanceQueue('recharge');
  const table = useServerTable<AdminRechargeOrder, QueueFilters>({
    queryKey: FINANCE_KEYS.recharges,
    filters,
    load: ({ page, limit, filters: current }) => financeAdminApi.recharges(page, limit, current),
    refetchInterval: queuePollMs(live),
  });
  const reviewing = table.query.data?.items.find((order) => order.orderNo === open);

  return (
    <>
      <PageHeader
        title={t('finance.menu.recharges')}
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
      <Table<AdminRechargeOrder>
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
                type={order.status === 'pending' ? 'primary' : 'default'}
                onClick={() => setOpen(order.orderNo)}
              >
                {t(order.status === 'pending' ? 'finance.list.review' : 'finance.list.open')}
              </Button>
            ),
          },
        ]}
      />
      {reviewing ? <RechargeReview order={reviewing} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
