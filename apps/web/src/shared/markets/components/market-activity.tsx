import './order-book.css';
import type { TradingPair } from '@halcyon/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../ui/tab-bar.tsx';
import { useDepth, useRecentTrades } from '../trading-queries.ts';
import { ActivityUnloaded } from './activity-unloaded.tsx';
import { DepthChart } from './depth-chart.tsx';
import { OrderBook } from './order-book.tsx';
import { RecentTrades } from './recent-trades.tsx';

const SECTIONS = ['orderBook', 'depth', 'trades'] as const;
type Section = (typeof SECTIONS)[number];

function BookSection({ pair, compact, depth }: Props & { depth: boolean }) {
  const book = useDepth(compact);
  if (!book.data) return <ActivityUnloaded failed={book.isError} onRetry={() => void book.refetch()} />;
  return depth ? (
    <DepthChart book={book.data} symbol={pair.symbol} />
  ) : (
    <OrderBook
      book={book.data}
      base={pair.base}
      pricePrecision={pair.pricePrecision}
      quantityPrecision={pair.quantityPrecision}
    />
  );
}

function TradesSection({ pair, compact }: Props) {
  const trades = useRecentTrades(compact);
  if (!trades.data) return <ActivityUnloaded failed={trades.isError} onRetry={() => void trades.refetch()} />;
  return (
    <RecentTrades
      trades={trades.data}
      base={pair.base}
      pricePrecision={pair.pricePrecision}
      quantityPrecision={pair.quantityPrecision}
    />
  );
}

interface Props {
  pair: TradingPair;
  compact: string;
}

/**
 * Order book, depth chart and recent trades under one tab strip; only the shown one holds its channel.
 * The book has no last-price row here: the page's headline shows the price just above.
 */
export function MarketActivity(props: Props) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('orderBook');
  return (
    <section className="hc-activity">
      <TabBar
        className="hc-activity-tabs"
        tabClassName="hc-activity-tab"
        label={t('orderBook.sections')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`orderBook.${id}`) }))}
        selected={section}
        onSelect={setSection}
      />
      {section === 'trades' ? (
        <TradesSection {...props} />
      ) : (
        <BookSection {...props} depth={section === 'depth'} />
      )}
    </section>
  );
}
