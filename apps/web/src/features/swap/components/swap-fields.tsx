import { SWAP_LIMITS } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '@/shared/format/money.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { SwapIcon } from '@/shared/ui/icons.tsx';
import { cleanAmountInput, swappableMax } from '../swap-quote.ts';
import type { useSwapForm } from '../use-swap-form.ts';

/** One side of the conversion: a labelled choice among the currencies that can be swapped. */
export function CurrencySide({
  id,
  label,
  value,
  currencies,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  currencies: readonly string[];
  onChange: (currency: string) => void;
}) {
  return (
    <div className="hc-swap-side">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The amount paid, with Max (the whole balance, cut to what a swap moves) and the balance under it. */
export function SwapAmount({
  amount,
  from,
  available,
  onChange,
  onMax,
}: {
  amount: string;
  from: string;
  /** Null while logged out or not loaded. */
  available: string | null;
  onChange: (value: string) => void;
  onMax: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-amount">
      <label htmlFor="swap-amount">{t('swap.amount')}</label>
      <div className="hc-swap-amount-row">
        <AmountInput
          id="swap-amount"
          value={amount}
          placeholder={t('swap.amountPlaceholder')}
          maxDecimals={SWAP_LIMITS.amountDecimals}
          onChange={onChange}
        />
        <Button size="mini" fill="outline" disabled={available === null} onClick={onMax}>
          {t('swap.max')}
        </Button>
      </div>
      {available !== null ? (
        <p className="hc-swap-available">
          {t('swap.available', { amount: formatBalance(available, from), currency: from })}
        </p>
      ) : null}
    </div>
  );
}

/** The conversion as chosen: the currency paid, the amount with Max, the flip, the currency received. */
export function SwapChoice({ form }: { form: ReturnType<typeof useSwapForm> }) {
  const { t } = useTranslation();
  const { from, to, amount, available } = form;
  return (
    <>
      <CurrencySide
        id="swap-from"
        label={t('swap.from')}
        value={from}
        currencies={form.currencies}
        onChange={form.setFrom}
      />
      <SwapAmount
        amount={amount}
        from={from}
        available={available}
        onChange={(value) => form.edit(() => form.setAmount(cleanAmountInput(value)))}
        onMax={() => form.edit(() => form.setAmount(available === null ? '' : swappableMax(available)))}
      />
      <button type="button" className="hc-swap-flip" aria-label={t('swap.flip')} onClick={form.flip}>
        <SwapIcon />
      </button>
      <CurrencySide
        id="swap-to"
        label={t('swap.to')}
        value={to}
        currencies={form.currencies}
        onChange={form.setTo}
      />
    </>
  );
}
