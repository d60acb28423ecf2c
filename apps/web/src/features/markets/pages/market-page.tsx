import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairSort, SortOrder } from '@/shared/markets/market-api.ts';
import { useCategories } from '@/shared/markets/market-queries.ts';
import { useTradingStore } from '@/shared/markets/trading-store.ts';
import { useConnectionStore } from '@/shared/realtime/connection-store.ts';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import { CategoryList } from '../components/category-list.tsx';
import { MarketSearch } from '../components/market-search.tsx';
import { type MarketTab, MarketTabs } from '../components/market-tabs.tsx';
import { SortHeader } from '../components/sort-header.tsx';
import { WatchlistList } from '../components/watchlist-list.tsx';
import '../markets.css';

function LiveBadge() {
  const { t } = useTranslation();
  const status = useConnectionStore((state) => state.status);
  const live = status === 'open';
  // Only a connection that was lost says so; the first connect just shows "Live" greyed.
  const lost = status === 'reconnecting' || status === 'paused';
  return (
    <span className={live ? 'hc-live hc-live-on' : 'hc-live'} role="status">
      <span className="hc-live-dot" aria-hidden="true" />
      {t(lost ? 'markets.offline' : 'markets.live')}
    </span>
  );
}

/** Market (spec section 2): search, watchlist, categories, sortable columns, live prices. */
export default function MarketPage() {
  useChannel('tickers');
  const categories = useCategories();
  const listQuery = useTradingStore((state) => state.listQuery);
  const currentCategory = useTradingStore((state) => state.effectiveCategory());
  const setListQuery = useTradingStore((state) => state.setListQuery);
  const setCategory = useTradingStore((state) => state.setCategory);

  const selected: MarketTab | null = listQuery.search
    ? null
    : listQuery.view === 'watchlist'
      ? 'watchlist'
      : currentCategory;

  const onSelect = (tab: MarketTab) => {
    if (tab === 'watchlist') {
      setListQuery({ view: 'watchlist', search: '' });
      return;
    }
    setCategory(tab);
    setListQuery({ view: 'category', search: '' });
  };
  const onSearch = useCallback((search: string) => setListQuery({ search }), [setListQuery]);
  const onSort = (next: { sort: PairSort; order: SortOrder }) => setListQuery(next);

  return (
    <div className="hc-market">
      <div className="hc-market-head">
        <div className="hc-market-searchrow">
          <MarketSearch value={listQuery.search} onChange={onSearch} />
          <LiveBadge />
        </div>
        <MarketTabs categories={categories.data ?? []} selected={selected} onSelect={onSelect} />
        <SortHeader sort={listQuery.sort} order={listQuery.order} onChange={onSort} />
      </div>
      {selected === 'watchlist' ? <WatchlistList /> : <CategoryList />}
    </div>
  );
}
