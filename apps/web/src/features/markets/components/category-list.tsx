import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatchedSymbols } from '@/shared/markets/market-queries.ts';
import { displaySymbol } from '@/shared/markets/symbols.ts';
import { useTradingStore } from '@/shared/markets/trading-store.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { useRefreshTexts } from '@/shared/ui/use-refresh-texts.ts';
import { VirtualList } from '@/shared/ui/virtual-list.tsx';
import { ListMessage, LoadFailedMessage, SkeletonRows } from './list-states.tsx';
import { PAIR_ROW_HEIGHT, PairRow } from './pair-row.tsx';

/** The query the list was last loaded for: coming back to the page keeps the list and its scroll. */
let loadedFor: string | null = null;

export function forgetLoadedList(): void {
  loadedFor = null;
}

/**
 * One category's pairs, or the results of a search across them: 20 a page, more on scroll (spec
 * section 4), pull to refresh, rows kept live by the tickers channel.
 */
export function CategoryList() {
  const { t } = useTranslation();
  const refreshTexts = useRefreshTexts();
  const pairs = useTradingStore((state) => state.tradingPairs);
  const hasMore = useTradingStore((state) => state.pagination.hasMore);
  const loading = useTradingStore((state) => state.loading.pairs);
  const failed = useTradingStore((state) => state.pairsError !== null);
  const category = useTradingStore((state) => state.effectiveCategory());
  const { search, sort, order } = useTradingStore((state) => state.listQuery);
  const loadFirstPage = useTradingStore((state) => state.loadFirstPage);
  const loadMore = useTradingStore((state) => state.loadMore);
  const watched = useWatchedSymbols();

  const key = search ? `search:${search}:${sort}:${order}` : `category:${category}:${sort}:${order}`;
  useEffect(() => {
    if (key === loadedFor && useTradingStore.getState().tradingPairs.length > 0) return;
    loadedFor = key;
    loadFirstPage().catch(() => {
      // Shown in place, with a retry.
    });
  }, [key, loadFirstPage]);

  const refresh = async () => {
    try {
      await loadFirstPage();
    } catch {
      showErrorToast(t('markets.refreshFailed'));
    }
  };

  let body: ReactNode;
  if (pairs.length === 0 && failed) {
    body = <LoadFailedMessage onRetry={() => void refresh()} />;
  } else if (pairs.length === 0 && (loading || loadedFor !== key)) {
    body = <SkeletonRows />;
  } else if (pairs.length === 0) {
    body = <ListMessage>{search ? t('markets.noResults', { search }) : t('markets.empty')}</ListMessage>;
  } else {
    body = (
      <>
        <VirtualList
          items={pairs}
          rowHeight={PAIR_ROW_HEIGHT}
          getKey={(pair) => pair.symbol}
          renderRow={(pair) => <PairRow pair={pair} watched={watched.has(displaySymbol(pair.symbol))} />}
          className="hc-pair-list"
        />
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={50}>
          {(more, loadFailed, retry) =>
            loadFailed ? (
              <button type="button" className="hc-list-more" onClick={() => void retry()}>
                {t('markets.loadFailed')} · {t('markets.retry')}
              </button>
            ) : (
              <span className="hc-list-more">{more ? t('markets.loadingMore') : t('markets.noMore')}</span>
            )
          }
        </InfiniteScroll>
      </>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh} threshold={45} {...refreshTexts}>
      <div className="hc-market-body">{body}</div>
    </PullToRefresh>
  );
}
