import { type OrderSide, SPOT_LIMITS, type SpotOrderType } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PAIR_SUSPENDED_NOTICE_ID } from '@/shared/markets/components/pair-suspended-notice.tsx';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { multiplyDecimal, truncateDecimal } from '@/shared/markets/decimal-math.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS, toUrl } from '@/shared/navigation/paths.ts';
import { FieldShell } from '@/shared/ui/form-field.tsx';

/** Balances carry up to 18 decimals; eight fit the narrow form and say enough. */
const AVAILABLE_DECIMALS = 8;

/** A pair of pressed/unpressed buttons (buy or sell, limit or market) under a legend only screen readers read. */
function OrderToggle<TOption extends 'buy' | 'sell' | 'limit' | 'market'>({
  className,
  legend,
  options,
  value,
  optionClass,
  onChange,
}: {
  className: string;
  legend: string;
  options: readonly TOption[];
  value: TOption;
  /** Classes an option carries besides trade-toggle-option (the side's colour). */
  optionClass?: (option: TOption) => string;
  onChange: (option: TOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={className}>
      <legend className="hc-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          className={`trade-toggle-option${optionClass ? optionClass(option) : ''}${value === option ? ' trade-toggle-active' : ''}`}
          onClick={() => onChange(option)}
        >
          {t(`trade.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** Which side (buy or sell) and which kind of order (limit or market). */
export function OrderToggles({
  side,
  type,
  onSide,
  onType,
}: {
  side: OrderSide;
  type: SpotOrderType;
  onSide: (side: OrderSide) => void;
  onType: (type: SpotOrderType) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderToggle
        className="trade-toggle"
        legend={t('trade.side')}
        options={['buy', 'sell'] as const}
        value={side}
        optionClass={(option) => ` trade-${option}`}
        onChange={onSide}
      />
      <OrderToggle
        className="trade-toggle trade-type-toggle"
        legend={t('trade.orderType')}
        options={['limit', 'market'] as const}
        value={type}
        onChange={onType}
      />
    </>
  );
}

/** A limit order's price with its tick steppers; a market order has none to type. */
export function PriceField({
  limit,
  price,
  onChange,
  onStep,
}: {
  limit: boolean;
  price: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  if (!limit) return <p className="trade-market-price">{t('trade.marketPrice')}</p>;
  return (
    <FieldShell
      id="trade-price"
      label={t('trade.price')}
      extra={
        <span className="trade-steppers">
          <button type="button" aria-label={t('trade.priceDown')} onClick={() => onStep(-1)}>
            −
          </button>
          <button type="button" aria-label={t('trade.priceUp')} onClick={() => onStep(1)}>
            +
          </button>
        </span>
      }
    >
      <AmountInput id="trade-price" value={price} onChange={onChange} />
    </FieldShell>
  );
}

/** The order's size: a USDT amount (a market buy) or a quantity of the base. */
export function SizeField({
  usesAmount,
  base,
  amount,
  quantity,
  onAmount,
  onQuantity,
}: {
  usesAmount: boolean;
  base: string;
  amount: string;
  quantity: string;
  onAmount: (value: string) => void;
  onQuantity: (value: string) => void;
}) {
  const { t } = useTranslation();
  return usesAmount ? (
    <FieldShell id="trade-amount" label={t('trade.amount')}>
      <AmountInput
        id="trade-amount"
        value={amount}
        maxDecimals={SPOT_LIMITS.quoteAmountDecimals}
        onChange={onAmount}
      />
    </FieldShell>
  ) : (
    <FieldShell id="trade-quantity" label={t('trade.quantity', { base })}>
      <AmountInput id="trade-quantity" value={quantity} onChange={onQuantity} />
    </FieldShell>
  );
}

/** Available, total and fee of the order as typed, then the taker rate once the fees are known. */
export function OrderFigures({
  available,
  currency,
  value,
  fee,
  takerFeeRate,
}: {
  /** Null when logged out or not loaded yet. */
  available: string | null;
  currency: string;
  value: string | null;
  fee: string | null;
  /** Null until the fee rates have loaded. */
  takerFeeRate: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="trade-figures">
        <div>
          <dt>{t('trade.available')}</dt>
          {/* Cut, not rounded: the figure never promises more than there is. */}
          <dd>
            {available !== null
              ? `${formatDecimal(truncateDecimal(available, AVAILABLE_DECIMALS))} ${currency}`
              : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.total')}</dt>
          <dd>{value === null ? '--' : `${formatDecimal(value)} USDT`}</dd>
        </div>
        <div>
          <dt>{t('trade.fee')}</dt>
          <dd>{fee === null ? '--' : `${formatDecimal(fee)} USDT`}</dd>
        </div>
      </dl>
      {takerFeeRate !== null ? (
        <p className="trade-fee-rate">
          {t('trade.feeRate', { rate: formatDecimal(multiplyDecimal(takerFeeRate, '100')) })}
        </p>
      ) : null}
    </>
  );
}

/** Buy or sell for the logged-in (off while the pair is suspended, which the notice says); log in otherwise. */
export function OrderSubmit({
  loggedIn,
  buy,
  base,
  compact,
  pending,
  suspended,
}: {
  loggedIn: boolean;
  buy: boolean;
  base: string;
  compact: string;
  pending: boolean;
  suspended: boolean;
}) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <Button
        block
        color="primary"
        onClick={() => navigateTo(PATHS.login, { redirect: toUrl(PATHS.trade, { symbol: compact }) })}
      >
        {t('trade.logInToTrade')}
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      block
      loading={pending}
      disabled={suspended}
      aria-describedby={suspended ? PAIR_SUSPENDED_NOTICE_ID : undefined}
      className={buy ? 'trade-submit trade-submit-buy' : 'trade-submit trade-submit-sell'}
    >
      {t(buy ? 'trade.submitBuy' : 'trade.submitSell', { base })}
    </Button>
  );
}
