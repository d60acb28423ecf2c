import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { OrderLine, type OrderLineData } from './order-line.tsx';

/** A few latest orders of one kind on the hub, with "view all" to its history. */
export function RecentOrders<T>({
  title,
  empty,
  query,
  toLine,
  detailPath,
  historyPath,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<{ items: T[] }>;
  toLine: (order: T) => OrderLineData;
  detailPath: string;
  historyPath: string;
}) {
  const { t } = useTranslation();
  const id = `hc-recent-${historyPath.replace(/\W+/g, '-')}`;
  let body: ReactNode;
  if (query.isPending) body = <li className="hc-list-state">{t('common.loading')}</li>;
  else if (query.isError && !query.data) {
    body = (
      <li className="hc-list-state">
        <span>{t('finance.list.loadFailed')}</span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('finance.list.retry')}
        </Button>
      </li>
    );
  } else if (query.data.items.length === 0) body = <li className="hc-list-state">{empty}</li>;
  else {
    body = query.data.items.map((order) => {
      const line = toLine(order);
      return (
        <OrderLine
          key={line.orderNo}
          order={line}
          onOpen={(orderNo) => navigateTo(detailPath, { orderNo })}
        />
      );
    });
  }
  return (
    <section className="hc-fin-card" aria-labelledby={id}>
      <div className="hc-fin-card-head">
        <h2 id={id} className="hc-fin-card-title">
          {title}
        </h2>
        <Button size="mini" fill="none" color="primary" onClick={() => navigateTo(historyPath)}>
          {t('finance.hub.viewAll')}
        </Button>
      </div>
      <ul className="hc-fin-list">{body}</ul>
    </section>
  );
}
