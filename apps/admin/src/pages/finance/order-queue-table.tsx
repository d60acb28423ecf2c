import { Button, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import type { QueueFilters } from './finance-api.ts';
import { QueueFilterBar } from './queue-filters.tsx';
import { queuePollMs, useFinanceQueue } from './use-finance-queue.ts';
import './finance.css';

type QueueOrder = { orderNo: string; createdAt: number; user: { account: string; email: string } };

/**
 * A finance review queue (deposits or withdrawals): filters (pending first), the server-paged table
 * live on the admin socket or else polled, the order number, person, the kind's own `columns`, the
 * creation time and a review/open button; `dialog` is the open order's review, which reads its order
 * itself (a decided order leaves the pending queue, so the rows cannot say what became of it).
 */
export function OrderQueueTable<O extends QueueOrder>({
  queue,
  title,
  queryKey,
  load,
  columns,
  needsAction,
  onOpen,
  dialog,
}: {
  queue: 'recharge' | 'withdrawal';
  title: string;
  queryKey: readonly unknown[];
  load: (page: number, limit: number, filters: QueueFilters) => Promise<PagedList<O>>;
  columns: TableColumnsType<O>;
  needsAction: (order: O) => boolean;
  onOpen: (order: O) => void;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'pending', search: '' });
  const live = useFinanceQueue(queue);
  const table = useServerTable<O, QueueFilters>({
    queryKey,
    filters,
    load: ({ page, limit, filters: current }) => load(page, limit, current),
    refetchInterval: queuePollMs(live),
  });

  return (
    <>
      <PageHeader
        title={title}
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
      <ServerTable<O>
        rowKey="orderNo"
        table={table}
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
          ...columns,
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
                type={needsAction(order) ? 'primary' : 'default'}
                onClick={() => onOpen(order)}
              >
                {t(needsAction(order) ? 'finance.list.review' : 'finance.list.open')}
              </Button>
            ),
          },
        ]}
      />
      {dialog}
    </>
  );
}
