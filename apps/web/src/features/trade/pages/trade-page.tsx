import '../trade.css';
import { CONFIG_CHANNEL, type KlineInterval, parseSymbol, type TradingPair } from '@halcyon/api';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { CandleChart } from '@/shared/markets/components/candle-chart.tsx';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { IntervalTabs, intervalLabelKey } from '@/shared/markets/components/interval-tabs.tsx';
import { LivePrice } from '@/shared/markets/components/live-price.tsx';
import { MarketUnavailable, useMarketRefused } from '@/shared/markets/components/market-unavailable.tsx';
import { OrderBook } from '@/shared/markets/components/order-book.tsx';
import { PairSuspendedNotice } from '@/shared/markets/components/pair-suspended-notice.tsx';
import { signOf } from '@/shared/markets/decimal.ts';
import { useKline, usePair } from '@/shared/markets/market-queries.ts';
import { type Quote, useQuote } from '@/shared/markets/quote.ts';
import { useDepth } from '@/shared/markets/trading-queries.ts';
import { redirectTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useChannels } from '@/shared/realtime/use-channel.ts';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { TradeTypeChooser } from '@/shared/ui/trade-type-chooser.tsx';
import { PairPicker } from '../components/pair-picker.tsx';
import { type PickedPrice, SpotOrderForm } from '../components/spot-order-form.tsx';
import { TradeRecords } from '../components/trade-records.tsx';

const DEFAULT_SYMBOL = 'BTCUSDT';

function TradeChart({ pair, compact }: { pair: TradingPair; compact: string }) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<KlineInterval>('15m');
  const kline = useKline(compact, interval);
  useChannels([`kline.${compact}.${interval}`]);
  return (
    <section className="trade-chart">
      <IntervalTabs value={interval} pending={kline.isFetching ? interval : null} onChange={setInterval} />
      <div className="hc-chart-frame" aria-busy={kline.isFetching}>
        {kline.data ? (
          <CandleChart
            candles={kline.data}
            interval={interval}
            precision={pair.pricePrecision}
            seriesKey={`${compact}.${interval}`}
            label={t('pairDetail.chart', { symbol: pair.symbol, interval: t(intervalLabelKey(interval)) })}
            credit={t('pairDetail.chartCredit')}
          />
        ) : (
          <div className="hc-chart-loading" role="status">
            <Spinner />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The pair, its last price and change. The pair is named from the address at once, before its data has
 * come: the first thing the page paints, instead of a spinner in its place.
 */
function TradeHeader({
  compact,
  pair,
  quote,
  initialSide,
}: {
  compact: string;
  pair: TradingPair | undefined;
  quote: Quote | undefined;
  initialSide: 'buy' | 'sell';
}) {
  const tone = quote ? signOf(quote.priceChangePercent) : 0;
  return (
    <header className="trade-header">
      <PairPicker
        symbol={pair?.symbol ?? parseSymbol(compact)?.symbol ?? compact}
        onPick={(next) => redirectTo(PATHS.trade, { symbol: next, side: initialSide })}
      />
      <span className={`trade-last hc-tone-${tone > 0 ? 'up' : tone < 0 ? 'down' : 'flat'}`}>
        {quote && pair ? <LivePrice price={quote.price} precision={pair.pricePrecision} /> : '--'}
      </span>
      {quote ? <ChangePill percent={quote.priceChangePercent} /> : null}
    </header>
  );
}

function SpotTrade({ compact, initialSide }: { compact: string; initialSide: 'buy' | 'sell' }) {
  // Deferred: the pair's answer comes through a store subscription, which React renders at once and in
  // one piece; the whole page (form, book, chart, records) then mounted in one long task. The deferred
  // copy lets that render run as a transition, in slices between which the browser stays responsive.
  const pairQuery = usePair(compact);
  const pair = useDeferredValue(pairQuery.data);
  const quote = useQuote(parseSymbol(compact)?.symbol ?? compact, pair);
  const depth = useDepth(compact);
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const { t } = useTranslation();
  // The config channel: an operator suspending or resuming this pair shows here at once.
  useChannels([`ticker.${compact}`, CONFIG_CHANNEL]);
  const refused = useMarketRefused(compact);

  const header = <TradeHeader compact={compact} pair={pair} quote={quote} initialSide={initialSide} />;
  if (refused) {
    // The header stays: its picker is the other way to a pair that exists.
    return (
      <>
        {header}
        <MarketUnavailable />
      </>
    );
  }
  if (!pair) {
    // A pair that failed to load is said, not spun for ever: gone for good, or worth another try.
    const notFound = isApiError(pairQuery.error) && pairQuery.error.status === 404;
    return (
      <>
        {header}
        {notFound ? (
          <p className="trade-empty">{t('pairDetail.notFound')}</p>
        ) : pairQuery.isError ? (
          <button type="button" className="trade-empty" onClick={() => void pairQuery.refetch()}>
            {t('trade.loadFailed')}
          </button>
        ) : (
          <div className="hc-chart-loading" role="status">
            <Spinner />
          </div>
        )}
      </>
    );
  }
  const tone = quote ? signOf(quote.priceChangePercent) : 0;
  return (
    <>
      {header}
      <PairSuspendedNotice pair={pair} />
      <div className="trade-main">
        <SpotOrderForm
          key={compact}
          pair={pair}
          compact={compact}
          lastPrice={quote?.price}
          initialSide={initialSide}
          pickedPrice={picked}
          book={depth.data}
        />
        <OrderBook
          book={depth.data}
          base={pair.base}
          pricePrecision={pair.pricePrecision}
          quantityPrecision={pair.quantityPrecision}
          lastPrice={quote?.price}
          lastTone={tone}
          levels={6}
          onPickPrice={(value) => setPicked({ value, at: Date.now() })}
        />
      </div>
      <TradeChart key={`chart-${compact}`} pair={pair} compact={compact} />
      <TradeRecords key={`records-${compact}`} compact={compact} symbol={pair.symbol} />
    </>
  );
}

/** The trade page (spec section 2): spot trading (the app layer shows features/swap for `?type=swap`). */
export default function TradePage() {
  const params = usePageParams();
  const compact = parseSymbol(params.symbol ?? '')?.compact ?? DEFAULT_SYMBOL;
  return (
    <div className="trade-page">
      <TradeTypeChooser active="spot" symbol={compact} />
      <SpotTrade key={compact} compact={compact} initialSide={params.side === 'sell' ? 'sell' : 'buy'} />
    </div>
  );
}
