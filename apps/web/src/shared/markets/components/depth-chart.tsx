import './order-book.css';
import type { DepthLevel } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import type { DepthBook } from '../depth-book.ts';

const WIDTH = 320;
const HEIGHT = 160;

interface Point {
  price: number;
  total: number;
}

/**
 * Cumulative quantity from the best price outward. Floats only place points on the drawing: nothing
 * here is shown as a figure or sent anywhere.
 */
function cumulative(levels: readonly DepthLevel[]): Point[] {
  let total = 0;
  return levels.map(([price, quantity]) => {
    total += Number(quantity);
    return { price: Number(price), total };
  });
}

/** A step path from the middle outward, closed along the bottom so that it can be filled. */
function areaPath(points: Point[], x: (price: number) => number, y: (total: number) => number): string {
  const first = points[0];
  if (!first) return '';
  let path = `M${x(first.price).toFixed(1)},${HEIGHT} L${x(first.price).toFixed(1)},${y(first.total).toFixed(1)}`;
  for (let i = 1; i < points.length; i += 1) {
    const point = points[i] as Point;
    const previous = points[i - 1] as Point;
    path += ` L${x(point.price).toFixed(1)},${y(previous.total).toFixed(1)} L${x(point.price).toFixed(1)},${y(point.total).toFixed(1)}`;
  }
  const last = points.at(-1) as Point;
  return `${path} L${x(last.price).toFixed(1)},${HEIGHT} Z`;
}

/** Cumulative bids (left, rising toward lower prices) and asks (right) as an SVG: no canvas, no inline <style>. */
export function DepthChart({ book, symbol }: { book: DepthBook | undefined; symbol: string }) {
  const { t } = useTranslation();
  const bids = cumulative(book?.bids ?? []);
  const asks = cumulative(book?.asks ?? []);
  const prices = [...bids, ...asks].map((p) => p.price);
  const label = t('orderBook.depthChart', { symbol });
  if (prices.length === 0) {
    return (
      <p className="hc-book-empty" role="img" aria-label={label}>
        {t('orderBook.empty')}
      </p>
    );
  }
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const maxTotal = Math.max(bids.at(-1)?.total ?? 0, asks.at(-1)?.total ?? 0) || 1;
  const span = high - low || 1;
  const x = (price: number) => ((price - low) / span) * WIDTH;
  const y = (total: number) => HEIGHT - (total / maxTotal) * (HEIGHT - 8);
  return (
    <svg
      className="hc-depth-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <path className="hc-depth-bids" d={areaPath(bids, x, y)} />
      <path className="hc-depth-asks" d={areaPath(asks, x, y)} />
    </svg>
  );
}
