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

type RowTag = 'suspended' | 'closed' | 'stale';

/**
 * The one tag a row shows, the one that says most first: suspended (no order is taken, whether the market
 * is open or not), then closed, then delayed. Each is its text's key under `markets.` and its class.
 */
function rowTag(suspended: boolean, closed: boolean, stale: boolean): RowTag | null {
  if (suspended) return 'suspended';
  if (closed) return 'closed';
  return stale ? 'stale' : null;
}

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
  const tag = rowTag(pair.status === 'suspended', closed, quote?.stale === true);
  const tagText = tag ? t(`markets.${tag}`) : null;
  const label = [pair.symbol, tagText, pair.name].filter(Boolean).join(', ');
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
            {tag ? <span className={`hc-tag hc-tag-${tag}`}>{tagText}</span> : null}
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
