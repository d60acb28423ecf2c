import './order-book.css';
import type { DepthLevel } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { compareDecimal, formatDecimal } from '../decimal.ts';
import { addDecimal } from '../decimal-math.ts';
import type { DepthBook } from '../depth-book.ts';

interface Row {
  price: string;
  quantity: string;
  cumulative: string;
}

/** The best `count` levels with their running totals, best first. */
function withTotals(levels: readonly DepthLevel[], count: number): Row[] {
  let cumulative = '0';
  return levels.slice(0, count).map(([price, quantity]) => {
    cumulative = addDecimal(cumulative, quantity);
    return { price, quantity, cumulative };
  });
}

/**
 * The width of a depth bar in percent. Geometry, not money: a float is fine for how wide a bar is
 * drawn, the figures shown beside it stay exact strings.
 */
function barWidth(cumulative: string, max: string): string {
  const ratio = Number(cumulative) / Number(max);
  return `${Number.isFinite(ratio) ? Math.min(100, Math.max(0, ratio * 100)).toFixed(1) : '0'}%`;
}

function BookRow({
  row,
  side,
  max,
  pricePrecision,
  quantityPrecision,
  onPickPrice,
}: {
  row: Row;
  side: 'ask' | 'bid';
  max: string;
  pricePrecision: number;
  quantityPrecision: number;
  onPickPrice?: (price: string) => void;
}) {
  const { t } = useTranslation();
  const price = formatDecimal(row.price, pricePrecision);
  const className = `hc-book-row hc-book-${side}`;
  // Only the price is the button (its name, "Use price …", contains what it shows); its ::after covers
  // the row, so the whole row is still the tap target.
  return (
    <li className={className}>
      <span className="hc-book-bar" aria-hidden="true" style={{ width: barWidth(row.cumulative, max) }} />
      {onPickPrice ? (
        <button
          type="button"
          className="hc-book-price hc-book-pick"
          aria-label={t('orderBook.pickPrice', { price })}
          onClick={() => onPickPrice(row.price)}
        >
          {price}
        </button>
      ) : (
        <span className="hc-book-price">{price}</span>
      )}
      <span className="hc-book-quantity">{formatDecimal(row.quantity, quantityPrecision)}</span>
      <span className="hc-book-total">{formatDecimal(row.cumulative, quantityPrecision)}</span>
    </li>
  );
}

/**
 * Bids and asks with cumulative depth bars and the last price between them; asks are listed highest
 * first so that the best ask sits right above the last price. Tapping a level hands its price on.
 */
export function OrderBook({
  book,
  base,
  pricePrecision,
  quantityPrecision,
  lastPrice,
  lastTone = 0,
  levels = 8,
  onPickPrice,
}: {
  book: DepthBook | undefined;
  base: string;
  pricePrecision: number;
  quantityPrecision: number;
  /** Shown between asks and bids; left out where the page shows the price just above. */
  lastPrice?: string;
  lastTone?: -1 | 0 | 1;
  levels?: number;
  onPickPrice?: (price: string) => void;
}) {
  const { t } = useTranslation();
  const asks = withTotals(book?.asks ?? [], levels);
  const bids = withTotals(book?.bids ?? [], levels);
  const totals = [asks.at(-1)?.cumulative, bids.at(-1)?.cumulative].filter((v): v is string => Boolean(v));
  const max = totals.reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b), '0');
  const rowProps = { max, pricePrecision, quantityPrecision, onPickPrice };
  return (
    <section className="hc-book" aria-label={t('orderBook.orderBook')}>
      <div className="hc-book-head" aria-hidden="true">
        <span>{t('orderBook.price')}</span>
        <span>{t('orderBook.quantity', { base })}</span>
        <span>{t('orderBook.total', { base })}</span>
      </div>
      {asks.length === 0 && bids.length === 0 ? (
        <p className="hc-book-empty">{t('orderBook.empty')}</p>
      ) : null}
      <ul className="hc-book-side" aria-label={t('orderBook.asks')}>
        {[...asks].reverse().map((row) => (
          <BookRow key={row.price} row={row} side="ask" {...rowProps} />
        ))}
      </ul>
      {lastPrice === undefined ? (
        <hr className="hc-book-divider" />
      ) : (
        <p className={`hc-book-last hc-tone-${lastTone > 0 ? 'up' : lastTone < 0 ? 'down' : 'flat'}`}>
          <span className="hc-visually-hidden">{t('orderBook.lastPrice')} </span>
          {formatDecimal(lastPrice, pricePrecision)}
        </p>
      )}
      <ul className="hc-book-side" aria-label={t('orderBook.bids')}>
        {bids.map((row) => (
          <BookRow key={row.price} row={row} side="bid" {...rowProps} />
        ))}
      </ul>
    </section>
  );
}
