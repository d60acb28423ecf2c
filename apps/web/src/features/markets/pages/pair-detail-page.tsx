import { CONFIG_CHANNEL, type KlineInterval, parseSymbol, type TradingPair } from '@halcyon/api';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { CandleChart } from '@/shared/markets/components/candle-chart.tsx';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { IntervalTabs, intervalLabelKey } from '@/shared/markets/components/interval-tabs.tsx';
import { LivePrice } from '@/shared/markets/components/live-price.tsx';
import { MarketActivity } from '@/shared/markets/components/market-activity.tsx';
import { MarketUnavailable, useMarketRefused } from '@/shared/markets/components/market-unavailable.tsx';
import {
  PAIR_SUSPENDED_NOTICE_ID,
  PairSuspendedNotice,
} from '@/shared/markets/components/pair-suspended-notice.tsx';
import { PriceAnnouncer } from '@/shared/markets/components/price-announcer.tsx';
import {
  formatCompact,
  formatDecimal,
  formatPercent,
  formatSigned,
  isDecimal,
  signOf,
} from '@/shared/markets/decimal.ts';
import { marketKeys } from '@/shared/markets/market-keys.ts';
import { usePair, useWatchedSymbols } from '@/shared/markets/market-queries.ts';
import { type Quote, useQuote } from '@/shared/markets/quote.ts';
import { useLiveKline } from '@/shared/markets/use-live-kline.ts';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { ListMessage, LoadFailedMessage } from '../components/list-states.tsx';
import { WatchStar } from '../components/watch-star.tsx';
import { sessionText } from '../session-text.ts';
import '../markets.css';

const DEFAULT_INTERVAL: KlineInterval = '15m';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="hc-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PairSummary({
  pair,
  quote,
  watched,
}: {
  pair: TradingPair;
  quote: Quote | undefined;
  watched: boolean;
}) {
  const { t, i18n } = useTranslation();
  const open = quote?.marketOpen ?? pair.session.open;
  const priceKnown = quote !== undefined && isDecimal(quote.price);
  const tone = quote ? signOf(quote.priceChangePercent) : 0;
  return (
    <section className="hc-detail-summary" aria-labelledby="pair-title">
      <div className="hc-detail-title">
        <div>
          <h2 id="pair-title">
            {pair.base}
            <span className="hc-pair-quote">/{pair.quote}</span>
          </h2>
          <p className="hc-detail-name">{pair.name}</p>
        </div>
        <WatchStar pair={pair} watched={watched} size={24} />
      </div>
      <div className="hc-detail-price-row">
        <div className={`hc-detail-price ${tone > 0 ? 'hc-tone-up' : tone < 0 ? 'hc-tone-down' : ''}`}>
          {priceKnown ? (
            <LivePrice price={quote.price} precision={pair.pricePrecision} />
          ) : (
            <span className="hc-muted">{t('markets.priceUnavailable')}</span>
          )}
        </div>
        {quote ? (
          <div className="hc-detail-change">
            <span className={`hc-tone-${tone > 0 ? 'up' : tone < 0 ? 'down' : 'flat'}`}>
              {formatSigned(quote.priceChange, pair.pricePrecision)}
            </span>
            <ChangePill percent={quote.priceChangePercent} />
          </div>
        ) : null}
      </div>
      <PriceAnnouncer
        summary={
          priceKnown
            ? t('pairDetail.priceSummary', {
                pair: pair.symbol,
                price: formatDecimal(quote.price, pair.pricePrecision),
                change: formatPercent(quote.priceChangePercent),
              })
            : null
        }
      />
      <div className="hc-detail-badges">
        <span className={open ? 'hc-session hc-session-open' : 'hc-session hc-session-closed'}>
          <span className="hc-live-dot" aria-hidden="true" />
          {sessionText(pair.session, open, t, i18n.language)}
        </span>
        {open && quote?.stale ? <span className="hc-tag">{t('pairDetail.stale')}</span> : null}
      </div>
      {pair.quotedInUsd ? <p className="hc-detail-note">{t('pairDetail.quotedInUsd')}</p> : null}
      <dl className="hc-stats">
        <Stat label={t('pairDetail.high24h')} value={formatDecimal(quote?.high24h, pair.pricePrecision)} />
        <Stat label={t('pairDetail.low24h')} value={formatDecimal(quote?.low24h, pair.pricePrecision)} />
        <Stat
          label={t('pairDetail.volume24h', { base: pair.base })}
          value={formatCompact(quote?.volume24h)}
        />
        <Stat label={t('pairDetail.turnover24h')} value={formatCompact(quote?.quoteVolume24h)} />
      </dl>
    </section>
  );
}

function PairChart({ pair, compact }: { pair: TradingPair; compact: string }) {
  const { t } = useTranslation();
  const { kline, displayed, pending, setInterval } = useLiveKline(compact, DEFAULT_INTERVAL);
  const candles = kline.data;
  return (
    <section className="hc-detail-chart">
      <IntervalTabs value={displayed} pending={pending} onChange={setInterval} />
      <div className="hc-chart-frame" aria-busy={kline.isFetching}>
        {candles ? (
          <CandleChart
            candles={candles}
            interval={displayed}
            precision={pair.pricePrecision}
            seriesKey={`${compact}.${displayed}`}
            label={t('pairDetail.chart', { symbol: pair.symbol, interval: t(intervalLabelKey(displayed)) })}
            credit={t('pairDetail.chartCredit')}
          />
        ) : kline.isError ? (
          <LoadFailedMessage onRetry={() => void kline.refetch()} />
        ) : (
          <div className="hc-chart-loading" role="status">
            <Spinner />
            <span className="hc-visually-hidden">{t('pairDetail.chartLoading')}</span>
          </div>
        )}
        {kline.isPlaceholderData ? <div className="hc-chart-veil" aria-hidden="true" /> : null}
      </div>
    </section>
  );
}

/**
 * Buy and sell lead to the trade page. On a suspended pair they stay in their place but disabled, and
 * say why (the notice): the trade page would only say the same after the tap, and an order be refused.
 */
function TradeBar({ compact, suspended }: { compact: string; suspended: boolean }) {
  const { t } = useTranslation();
  const describedBy = suspended ? PAIR_SUSPENDED_NOTICE_ID : undefined;
  return (
    <div className="hc-trade-bar">
      <button
        type="button"
        className="hc-trade-button hc-trade-buy"
        disabled={suspended}
        aria-describedby={describedBy}
        onClick={() => navigateTo(PATHS.trade, { symbol: compact, side: 'buy' })}
      >
        {t('pairDetail.buy')}
      </button>
      <button
        type="button"
        className="hc-trade-button hc-trade-sell"
        disabled={suspended}
        aria-describedby={describedBy}
        onClick={() => navigateTo(PATHS.trade, { symbol: compact, side: 'sell' })}
      >
        {t('pairDetail.sell')}
      </button>
    </div>
  );
}

/** Trading pair detail (spec section 2): price, 24 h figures, session, live chart, buy and sell. */
export default function PairDetailPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const parsed = parseSymbol(params.symbol ?? '');
  const compact = parsed?.compact ?? null;
  const pair = usePair(compact);
  // The page below the summary (chart, activity, trade bar) mounts as a transition, in slices, not in the
  // one long task a store subscription's answer is rendered in (see the trade page).
  const deferred = useDeferredValue(pair.data);
  // Never another pair's data (the address changed, the new answer not rendered yet): the spinner instead.
  const shown = deferred && deferred.symbol === pair.data?.symbol ? deferred : undefined;
  const quote = useQuote(parsed?.symbol ?? '', shown);
  const watched = useWatchedSymbols();
  const queryClient = useQueryClient();
  // The config channel: an operator suspending or resuming this pair shows here at once (usePair's query
  // is read again on a `pairs` change).
  useChannels([compact ? `ticker.${compact}` : null, CONFIG_CHANNEL]);
  const refused = useMarketRefused(compact);

  // The session turned (open -> closed or back) since the pair loaded: fetch its new calendar.
  const liveOpen = quote?.marketOpen;
  const loadedOpen = pair.data?.session.open;
  useEffect(() => {
    if (compact && liveOpen !== undefined && loadedOpen !== undefined && liveOpen !== loadedOpen) {
      void queryClient.invalidateQueries({ queryKey: marketKeys.pair(compact) });
    }
  }, [compact, liveOpen, loadedOpen, queryClient]);

  const notFound = !parsed || (isApiError(pair.error) && pair.error.status === 404);
  if (notFound) {
    return (
      <div className="hc-detail">
        <ListMessage
          action={
            <Button size="small" color="primary" fill="outline" onClick={() => redirectTo(PATHS.market)}>
              {t('pageTitle.market')}
            </Button>
          }
        >
          {t('pairDetail.notFound')}
        </ListMessage>
      </div>
    );
  }
  if (refused) {
    return (
      <div className="hc-detail">
        <MarketUnavailable />
      </div>
    );
  }
  if (!shown) {
    return (
      <div className="hc-detail">
        {pair.isError ? (
          <LoadFailedMessage onRetry={() => void pair.refetch()} />
        ) : (
          <div className="hc-chart-loading" role="status">
            <Spinner />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="hc-detail">
      <PairSuspendedNotice pair={shown} />
      <PairSummary pair={shown} quote={quote} watched={watched.has(shown.symbol)} />
      <PairChart key={compact} pair={shown} compact={compact as string} />
      <MarketActivity key={`activity-${compact}`} pair={shown} compact={compact as string} />
      <TradeBar compact={compact as string} suspended={shown.status === 'suspended'} />
    </div>
  );
}
