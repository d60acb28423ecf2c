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
  const suspended = pair.status === 'suspended';
  // Suspended says the most: no order is taken whether the market is open or not.
  const tag = suspended
    ? t('markets.suspended')
    : closed
      ? t('markets.closed')
      : quote?.stale
        ? t('markets.stale')
        : null;
  const tagClass = suspended ? 'hc-tag hc-tag-suspended' : closed ? 'hc-tag hc-tag-closed' : 'hc-tag';
  const label = [pair.symbol, tag, pair.name].filter(Boolean).join(', ');
  return (
    <div className="hc-pair-row">
      <WatchStar pair={pair} watched={watched} size={18} />
      {/* The button holds the name (its label says what it shows); its ::after covers the row. */}
      <div className="hc-pair-open">
        <button type="button" className="hc-pair-name hc-row-go" onClick={open} aria-label={label}>
          <span className="hc-pair-symbol">
            <strong>{pair.base}</strong>
            <span className="hc-pair-quote">/{pair.quote}</span>
            {tag ? ' ' : null}
            {tag ? <span className={tagClass}>{tag}</span> : null}
          </span>{' '}
          {/* The spaces keep words apart in the text a screen reader or axe reads from the spans. */}
          <span className="hc-pair-fullname">{pair.name}</span>
        </button>
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
      </div>
    </div>
  );
});
