import type { SwapQuote } from '@halcyon/api';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatMoney, formatRate } from '@/shared/format/money.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { multiplyDecimal } from '@/shared/markets/decimal-math.ts';
import { useSecondsLeft } from './swap-quote.ts';

/** "0.001" -> "0.1%", exactly. */
export function ratePercent(rate: string): string {
  return `${formatDecimal(multiplyDecimal(rate, '100'))}%`;
}

/** The quote's figures and how long it still holds. */
export function SwapQuoteDetails({ quote, expiresAt }: { quote: SwapQuote; expiresAt: number }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(expiresAt);
  const rows: Array<[string, string, string]> = [
    [
      'rate',
      t('swap.rate'),
      t('swap.rateValue', { from: quote.from, to: quote.to, rate: formatRate(quote.rate) }),
    ],
    [
      'feedRate',
      t('swap.feedRate'),
      t('swap.rateValue', { from: quote.from, to: quote.to, rate: formatRate(quote.feedRate) }),
    ],
    ['spread', t('swap.spread'), ratePercent(quote.spreadRate)],
    ['fee', t('swap.fee'), `${formatMoney(quote.fee, quote.to)} ${quote.to} (${ratePercent(quote.feeRate)})`],
    ['receive', t('swap.receive'), `${formatBalance(quote.toAmount, quote.to)} ${quote.to}`],
  ];
  return (
    <section className="hc-swap-quote" aria-label={t('swap.rate')}>
      <dl>
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className={key === 'receive' ? 'hc-swap-quote-row hc-swap-receive' : 'hc-swap-quote-row'}
          >
            <dt>{label}</dt>
            <dd data-field={key}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hc-swap-countdown" role="timer" aria-live="off">
        {t('swap.expiresIn', { seconds })}
      </p>
    </section>
  );
}
