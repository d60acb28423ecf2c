import type { TradingPair } from '@halcyon/api';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { LivePrice } from '@/shared/markets/components/live-price.tsx';
import { formatCompact } from '@/shared/markets/decimal.ts';
import { useQuote } from '@/shared/markets/quote.ts';
import { compactSymbol } from '@/shared/markets/symbols.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { WatchStar } from './watch-star.tsx';

export const PAIR_ROW_HEIGHT = 64;

/**
 * One pair of the market list: star, symbol and name, live price and volume, change. Memoised: a
 * row re-renders for its own ticker, not because the list around it did.
 */
export const PairRow = memo(function PairRow({ pair, watched }: { pair: TradingPair; watched: boolean }) {
  const { t } = useTranslation();
  const quote = useQuote(pair.symbol, pair);
  const open = () => navigateTo(PATHS.marketDetail, { symbol: compactSymbol(pair.symbol) });
  const closed = quote ? !quote.marketOpen : !pair.session.open;
  const quoteId = `pair-quote-${compactSymbol(pair.symbol)}`;
  return (
    <div className="hc-pair-row">
      <WatchStar pair={pair} watched={watched} size={18} />
      <button
        type="button"
        className="hc-pair-open"
        onClick={open}
        aria-label={`${pair.symbol}, ${pair.name}`}
        aria-describedby={quoteId}
      >
        <span className="hc-pair-name">
          <span className="hc-pair-symbol">
            <strong>{pair.base}</strong>
            <span className="hc-pair-quote">/{pair.quote}</span>
            {closed ? <span className="hc-tag hc-tag-closed">{t('markets.closed')}</span> : null}
            {!closed && quote?.stale ? <span className="hc-tag">{t('markets.stale')}</span> : null}
          </span>
          <span className="hc-pair-fullname">{pair.name}</span>
        </span>
        <span className="hc-pair-price" id={quoteId}>
          {quote ? (
            <LivePrice price={quote.price} precision={pair.pricePrecision} />
          ) : (
            <span className="hc-muted">{t('markets.priceUnavailable')}</span>
          )}
          <span className="hc-pair-volume">
            {t('markets.volume', { volume: formatCompact(quote?.quoteVolume24h ?? pair.quoteVolume24h) })}
          </span>
        </span>
        <span className="hc-pair-change">
          <ChangePill percent={quote?.priceChangePercent} />
        </span>
      </button>
    </div>
  );
});
