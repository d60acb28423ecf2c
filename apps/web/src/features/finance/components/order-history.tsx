import type { UseQueryResult } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { type Paged, QueryPagedList } from '@/shared/ui/paged-list.tsx';
import { useRefreshTexts } from '@/shared/ui/use-refresh-texts.ts';
import { OrderLine, type OrderLineData } from './order-line.tsx';
import { type HistoryFilter, isHistoryFilter, StatusFilter } from './status-filter.tsx';

export interface HistorySource<T> {
  /** The query of one page of orders with this filter. */
  usePage: (filter: HistoryFilter, page: number) => UseQueryResult<Paged<T>>;
  toLine: (order: T) => OrderLineData;
  /** The order detail route. */
  detailPath: string;
  /** Re-reads every page shown (pull to refresh). */
  refresh: () => Promise<unknown>;
}

/**
 * A history of deposits or withdrawals: the spec's status filters, a page at a time, pull to refresh.
 * The filter may come in the page params (`?status=pending`) so other screens can link to one.
 */
export function OrderHistory<T>({ source }: { source: HistorySource<T> }) {
  const { t } = useTranslation();
  const params = usePageParams();
  const [filter, setFilter] = useState<HistoryFilter>(isHistoryFilter(params.status) ? params.status : 'all');
  return (
    <div className="hc-fin-page">
      <StatusFilter selected={filter} onSelect={setFilter} />
      <PullToRefresh onRefresh={source.refresh} threshold={45} {...useRefreshTexts()}>
        <QueryPagedList
          key={filter}
          className="hc-fin-list hc-fin-history"
          of={filter}
          usePage={source.usePage}
          texts={{
            loadFailed: t('finance.list.loadFailed'),
            retry: t('finance.list.retry'),
            empty: t('finance.list.empty'),
            loadMore: t('finance.list.loadMore'),
          }}
          itemKey={(order) => source.toLine(order).orderNo}
          renderItem={(order) => (
            <OrderLine
              order={source.toLine(order)}
              onOpen={(orderNo) => navigateTo(source.detailPath, { orderNo })}
            />
          )}
        />
      </PullToRefresh>
    </div>
  );
}
