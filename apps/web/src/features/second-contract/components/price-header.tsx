import type { TradingPair } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { ChangePill } from '@/shared/markets/components/change-pill.tsx';
import { LivePrice } from '@/shared/markets/components/live-price.tsx';
import { isDecimal } from '@/shared/markets/decimal.ts';
import type { Quote } from '@/shared/markets/quote.ts';

/** The pair's live price (ticker channel via the trading store), its change, and why it may not trade. */
export function PriceHeader({ pair, quote }: { pair: TradingPair | undefined; quote: Quote | undefined }) {
  const { t } = useTranslation();
  const open = quote?.marketOpen ?? pair?.session.open ?? true;
  return (
    <section className="hc-ct-price" aria-label={t('contract.livePrice')}>
      <div className="hc-ct-price-value">
        {quote && isDecimal(quote.price) ? (
          <LivePrice price={quote.price} precision={pair?.pricePrecision} />
        ) : (
          <span className="hc-muted">{t('contract.priceUnavailable')}</span>
        )}
        {quote ? <ChangePill percent={quote.priceChangePercent} /> : null}
      </div>
      {!open ? (
        <p className="hc-ct-notice hc-ct-notice-warn" role="status">
          {t('contract.marketClosed')}
        </p>
      ) : quote?.stale ? (
        <p className="hc-ct-notice" role="status">
          {t('contract.stale')}
        </p>
      ) : null}
    </section>
  );
}
