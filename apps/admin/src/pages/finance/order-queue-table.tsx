import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/frame/format.ts';
import { PageHeader } from '@/frame/page-header.tsx';
import { ServerTable } from '@/frame/server-table.tsx';
import { type PagedList, useServerTable } from '@/frame/use-server-table.ts';
import { useStatusParam } from '@/frame/use-status-param.ts';
import type { QueueFilters } from './finance-api.ts';
import { QueueFilterBar } from './queue-filters.tsx';
import { queuePollMs, useFinanceQueue } from './use-finance-queue.ts';
import './finance.css';

type QueueOrder = { orderNo: string; createdAt: number; user: { account: string; email: string } };

/** What a queue's shortcut filter is drawn from: the last answer (with any counts it carries) and the status. */
export type QueueShortcut<S extends string, L> = {
  answer: L | undefined;
  status: S;
  setStatus: (status: S) => void;
};

/** Every queue's columns around the kind's own: order number and person first, creation time and the button last. */
function queueColumns<O extends QueueOrder>(
  t: TFunction,
  columns: TableColumnsType<O>,
  needsAction: (order: O) => boolean,
  onOpen: (order: O) => void,
): TableColumnsType<O> {
  return [
    {
      title: t('finance.fields.orderNo'),
      dataIndex: 'orderNo',
      render: (no: string) => <span className="hc-mono hc-order-no">{no}</span>,
    },
    {
      title: t('finance.fields.user'),
      key: 'user',
      render: (_, order) => (
        <span className="hc-order-user">{`${order.user.account} · ${order.user.email}`}</span>
      ),
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
      // Always in reach, however far a wide row scrolls.
      fixed: 'right',
      render: (_, order) => (
        <Button size="small" type={needsAction(order) ? 'primary' : 'default'} onClick={() => onOpen(order)}>
          {t(needsAction(order) ? 'finance.list.review' : 'finance.list.open')}
        </Button>
      ),
    },
  ];
}

/**
 * A finance review queue (deposits or withdrawals): filters (pending first), the server-paged table
 * live on the admin socket or else polled, the order number, person, the kind's own `columns`, the
 * creation time and a review/open button; `dialog` is the open order's review, which reads its order
 * itself (a decided order leaves the pending queue, so the rows cannot say what became of it).
 * `statuses` are the queue's filters and `initialStatus` the one it opens on unless the address names
 * another (`?status=`); `shortcut` is drawn beside them.
 */
export function OrderQueueTable<
  O extends QueueOrder,
  S extends string,
  L extends PagedList<O> = PagedList<O>,
>({
  queue,
  title,
  queryKey,
  load,
  statuses,
  initialStatus,
  shortcut,
  columns,
  needsAction,
  onOpen,
  dialog,
}: {
  queue: 'recharge' | 'withdrawal';
  title: string;
  queryKey: readonly unknown[];
  load: (page: number, limit: number, filters: QueueFilters<S>) => Promise<L>;
  statuses: readonly { value: S; label: string }[];
  initialStatus: S;
  shortcut?: (state: QueueShortcut<S, L>) => ReactNode;
  columns: TableColumnsType<O>;
  needsAction: (order: O) => boolean;
  onOpen: (order: O) => void;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  const opening = useStatusParam(
    statuses.map((status) => status.value),
    initialStatus,
  );
  const [filters, setFilters] = useState<QueueFilters<S>>({ status: opening, search: '' });
  const live = useFinanceQueue(queue);
  const table = useServerTable<O, QueueFilters<S>, L>({
    queryKey,
    filters,
    load: ({ page, limit, filters: current }) => load(page, limit, current),
    refetchInterval: queuePollMs(live),
  });
  const change = (next: Partial<QueueFilters<S>>) => {
    setFilters((current) => ({ ...current, ...next }));
    table.resetPage();
  };
  return (
    <>
      <PageHeader
        title={title}
        extra={
          <QueueFilterBar<S>
            filters={filters}
            statuses={statuses}
            live={live}
            onChange={change}
            shortcut={shortcut?.({
              answer: table.query.data,
              status: filters.status,
              setStatus: (status) => change({ status }),
            })}
          />
        }
      />
      <ServerTable<O>
        rowKey="orderNo"
        table={table}
        columns={queueColumns(t, columns, needsAction, onOpen)}
      />
      {dialog}
    </>
  );
}
