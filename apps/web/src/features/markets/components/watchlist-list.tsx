import { CONFIG_CHANNEL } from '@halcyon/api';
import { Button, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatchlist } from '@/shared/markets/market-queries.ts';
import { sortPairs } from '@/shared/markets/sort-pairs.ts';
import { useTradingStore } from '@/shared/markets/trading-store.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useChannel } from '@/shared/realtime/use-channel.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showErrorToast } from '@/shared/ui/feedback.ts';
import { useRefreshTexts } from '@/shared/ui/use-refresh-texts.ts';
import { VirtualList } from '@/shared/ui/virtual-list.tsx';
import { ListMessage, LoadFailedMessage, SkeletonRows } from './list-states.tsx';
import { PAIR_ROW_HEIGHT, PairRow } from './pair-row.tsx';

/** The person's watchlist, sorted on the device by the live values; it needs a session. */
export function WatchlistList() {
  const { t } = useTranslation();
  const refreshTexts = useRefreshTexts();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const watchlist = useWatchlist();
  const live = useTradingStore((state) => state.realTimePrices);
  const { sort, order } = useTradingStore((state) => state.listQuery);
  // The config channel: a watched pair an operator suspends or resumes gets or loses its tag at once.
  useChannel(CONFIG_CHANNEL);

  if (!loggedIn) {
    return (
      <ListMessage
        action={
          <Button
            size="small"
            color="primary"
            onClick={() => navigateTo(PATHS.login, { redirect: PATHS.market })}
          >
            {t('markets.logIn')}
          </Button>
        }
      >
        {t('markets.watchlistLogin')}
      </ListMessage>
    );
  }

  const refresh = async () => {
    const result = await watchlist.refetch();
    if (result.isError) showErrorToast(t('markets.refreshFailed'));
  };

  let body: ReactNode;
  if (watchlist.isPending) body = <SkeletonRows count={4} />;
  else if (watchlist.isError && !watchlist.data) {
    body = <LoadFailedMessage onRetry={() => void refresh()} />;
  } else if (watchlist.data.pairs.length === 0)
    body = <ListMessage>{t('markets.watchlistEmpty')}</ListMessage>;
  else {
    const pairs = sortPairs(watchlist.data.pairs, live, sort, order);
    body = (
      <VirtualList
        items={pairs}
        rowHeight={PAIR_ROW_HEIGHT}
        getKey={(pair) => pair.symbol}
        renderRow={(pair) => <PairRow pair={pair} watched />}
        className="hc-pair-list"
      />
    );
  }

  return (
    <PullToRefresh onRefresh={refresh} threshold={45} {...refreshTexts}>
      <div className="hc-market-body">{body}</div>
    </PullToRefresh>
  );
}
