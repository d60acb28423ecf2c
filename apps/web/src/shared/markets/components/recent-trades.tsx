import './order-book.css';
import type { PublicTrade } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../decimal.ts';

const timeOf = (epochMs: number) => {
  const date = new Date(epochMs);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
};

/** The pair's latest public trades, newest first, coloured by the side that took liquidity. */
export function RecentTrades({
  trades,
  base,
  pricePrecision,
  quantityPrecision,
  limit = 30,
}: {
  trades: readonly PublicTrade[] | undefined;
  base: string;
  pricePrecision: number;
  quantityPrecision: number;
  limit?: number;
}) {
  const { t } = useTranslation();
  if (!trades || trades.length === 0) return <p className="hc-book-empty">{t('orderBook.noTrades')}</p>;
  return (
    <table className="hc-trades">
      <caption className="hc-visually-hidden">{t('orderBook.trades')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderBook.time')}</th>
          <th scope="col">{t('orderBook.price')}</th>
          <th scope="col">{t('orderBook.quantity', { base })}</th>
        </tr>
      </thead>
      <tbody>
        {trades.slice(0, limit).map((trade) => (
          <tr key={trade.tradeId}>
            <td>{timeOf(trade.time)}</td>
            <td className={trade.takerSide === 'buy' ? 'hc-tone-up' : 'hc-tone-down'}>
              {formatDecimal(trade.price, pricePrecision)}
            </td>
            <td>{formatDecimal(trade.quantity, quantityPrecision)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
