import { MARKET_LIMITS, type TradingPair } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { usePairDirectory } from '@/shared/markets/market-queries.ts';
import { pickQuote } from '@/shared/markets/quote.ts';
import { sortPairs } from '@/shared/markets/sort-pairs.ts';
import { displaySymbol } from '@/shared/markets/symbols.ts';
import { useTradingStore } from '@/shared/markets/trading-store.ts';
import { openPair } from './home-markets.tsx';

function MoverList({ id, title, pairs }: { id: string; title: string; pairs: TradingPair[] }) {
  const live = useTradingStore((state) => state.realTimePrices);
  return (
    <section className="hc-movers-list" aria-labelledby={id}>
      <h3 id={id} className={`hc-movers-title hc-movers-title-${id}`}>
        {title}
      </h3>
      <ol>
        {pairs.map((pair) => {
          const quote = pickQuote(pair, live[displaySymbol(pair.symbol)]);
          return (
            <li key={pair.symbol}>
              <button type="button" className="hc-mover" onClick={() => openPair(pair)}>
                <span className="hc-mover-name">
                  <strong>{pair.base}</strong>
                  <span className="hc-mover-price">{formatDecimal(quote?.price, pair.pricePrecision)}</span>
                </span>
                <ChangePill percent={quote?.priceChangePercent} solid={false} />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Top gainers and top losers of the last 24 h, five each, from the live tickers. */
export function MarketMovers() {
  const { t } = useTranslation();
  const directory = usePairDirectory();
  const live = useTradingStore((state) => state.realTimePrices);
  const pairs = directory.data ?? [];
  if (pairs.length === 0) return null;
  const byChange = sortPairs(pairs, live, 'change', 'desc');
  const count = MARKET_LIMITS.topMovers;
  const gainers = byChange.slice(0, count);
  const losers = byChange.slice(-count).reverse();
  return (
    <div className="hc-section hc-movers">
      <MoverList id="gainers" title={t('homeMarkets.gainers')} pairs={gainers} />
      <MoverList id="losers" title={t('homeMarkets.losers')} pairs={losers} />
    </div>
  );
}
