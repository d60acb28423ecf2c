import type { CategoryId, TradingPair } from '@halcyon/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { LivePrice } from '@/shared/markets/components/live-price.tsx';
import { usePairDirectory, usePopularPairs } from '@/shared/markets/market-queries.ts';
import { useQuote } from '@/shared/markets/quote.ts';
import { sortPairs } from '@/shared/markets/sort-pairs.ts';
import { compactSymbol } from '@/shared/markets/symbols.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { TabBar } from '@/shared/ui/tab-bar.tsx';

type HomeTab = 'popular' | 'forex' | 'international';

const TABS: Array<{ id: HomeTab; labelKey: string }> = [
  { id: 'popular', labelKey: 'homeMarkets.popular' },
  { id: 'forex', labelKey: 'homeMarkets.forex' },
  { id: 'international', labelKey: 'homeMarkets.international' },
];

/** "International" is the world's listed markets: shares and index futures. */
const INTERNATIONAL: ReadonlySet<CategoryId> = new Set(['stocks', 'futures']);
const ROWS = 10;

export function openPair(pair: TradingPair): void {
  navigateTo(PATHS.marketDetail, { symbol: compactSymbol(pair.symbol) });
}

function HomePairRow({ pair }: { pair: TradingPair }) {
  const { t } = useTranslation();
  const quote = useQuote(pair.symbol, pair);
  const closed = quote ? !quote.marketOpen : !pair.session.open;
  const quoteId = `home-quote-${compactSymbol(pair.symbol)}`;
  const label = [pair.symbol, closed ? t('markets.closed') : null, pair.name].filter(Boolean).join(', ');
  return (
    <li className="hc-home-row">
      {/* The button holds the name (its label says what it shows); its ::after covers the row. */}
      <button
        type="button"
        className="hc-home-name hc-row-go"
        onClick={() => openPair(pair)}
        aria-label={label}
      >
        <span className="hc-pair-symbol">
          <strong>{pair.base}</strong>
          <span className="hc-pair-quote">/{pair.quote}</span>
        </span>{' '}
        {/* The spaces keep words apart in the text a screen reader or axe reads from the spans. */}
        <span className="hc-pair-fullname">
          {closed ? <span className="hc-tag hc-tag-closed">{t('markets.closed')}</span> : null}
          {closed ? ' ' : null}
          {pair.name}
        </span>
      </button>
      <span className="hc-home-price" id={quoteId}>
        {quote ? (
          <LivePrice price={quote.price} precision={pair.pricePrecision} />
        ) : (
          <span className="hc-muted">{t('markets.priceUnavailable')}</span>
        )}
      </span>
      <span className="hc-home-change">
        <ChangePill percent={quote?.priceChangePercent} />
      </span>
    </li>
  );
}

function usePairsFor(tab: HomeTab): { pairs: TradingPair[]; pending: boolean; failed: boolean } {
  const popular = usePopularPairs();
  const directory = usePairDirectory();
  const all = directory.data ?? [];
  if (tab === 'popular') {
    // Popular coins are coins: the popular list's crypto pairs, topped up by the busiest others.
    const picked = (popular.data ?? []).filter((pair) => pair.categoryId === 'crypto');
    const seen = new Set(picked.map((pair) => pair.symbol));
    const busiest = sortPairs(
      all.filter((pair) => pair.categoryId === 'crypto' && !seen.has(pair.symbol)),
      {},
      'volume',
      'desc',
    );
    return {
      pairs: [...picked, ...busiest].slice(0, ROWS),
      pending: popular.isPending && directory.isPending,
      failed: popular.isError && directory.isError,
    };
  }
  const pairs = all
    .filter((pair) => (tab === 'forex' ? pair.categoryId === 'forex' : INTERNATIONAL.has(pair.categoryId)))
    .slice(0, ROWS);
  return { pairs, pending: directory.isPending, failed: directory.isError };
}

/** Popular coins, foreign currency and international markets in a live table: name, price, change. */
export function HomeMarkets() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HomeTab>('popular');
  const { pairs, pending, failed } = usePairsFor(tab);

  return (
    <section className="hc-section hc-home-markets" aria-labelledby="home-markets-title">
      <div className="hc-home-markets-head">
        <h2 id="home-markets-title" className="hc-section-title">
          {t('homeMarkets.title')}
        </h2>
        <button type="button" className="hc-link-button" onClick={() => navigateTo(PATHS.market)}>
          {t('homeMarkets.more')} ›
        </button>
      </div>
      <TabBar
        className="hc-home-tabs"
        tabClassName="hc-home-tab"
        label={t('homeMarkets.tabs')}
        tabs={TABS.map(({ id, labelKey }) => ({ id, label: t(labelKey) }))}
        selected={tab}
        onSelect={setTab}
      />
      <div
        className="hc-home-table"
        role="tabpanel"
        aria-label={t(TABS.find((x) => x.id === tab)?.labelKey ?? '')}
      >
        <div className="hc-home-table-head" aria-hidden="true">
          <span>{t('homeMarkets.name')}</span>
          <span>{t('homeMarkets.price')}</span>
          <span>{t('homeMarkets.change')}</span>
        </div>
        {pending ? (
          <ul className="hc-home-rows hc-home-rows-loading" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
              <li key={index} className="hc-skeleton-row">
                <span className="hc-skeleton hc-skeleton-name" />
                <span className="hc-skeleton hc-skeleton-price" />
                <span className="hc-skeleton hc-skeleton-change" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p className="hc-home-empty">{t('markets.loadFailed')}</p>
        ) : pairs.length === 0 ? (
          <p className="hc-home-empty">{t('homeMarkets.empty')}</p>
        ) : (
          <ul className="hc-home-rows">
            {pairs.map((pair) => (
              <HomePairRow key={pair.symbol} pair={pair} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
