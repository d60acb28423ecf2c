import type { SwapOrder } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/format/money.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { SwapIcon } from '@/shared/ui/icons.tsx';
import { SwapHistory } from '../swap-history.tsx';
import { cleanAmountInput, isQuotableAmount, swappableMax } from '../swap-quote.ts';
import { SwapQuoteDetails } from '../swap-quote-details.tsx';
import { useSwapConvert } from '../use-swap-convert.ts';
import { useSwapForm } from '../use-swap-form.ts';
import { CurrencySide, SwapAmount } from './swap-fields.tsx';
import { ProblemNotice, QuoteErrorNotice, UnsureNotice } from './swap-notices.tsx';
import '../swap-panel.css';

function SwapSuccess({ order, onAgain }: { order: SwapOrder; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="hc-swap-success" role="status" aria-label={t('swap.successTitle')}>
      <h3>{t('swap.successTitle')}</h3>
      <p>
        {t('swap.successText', {
          fromAmount: formatMoney(order.fromAmount, order.from),
          from: order.from,
          toAmount: formatMoney(order.toAmount, order.to),
          to: order.to,
        })}
      </p>
      <Button color="primary" onClick={onAgain}>
        {t('swap.again')}
      </Button>
    </section>
  );
}

/** Convert for the logged-in; a way to log in and come back otherwise. */
function ConvertAction({
  isLogin,
  enabled,
  pending,
  onConvert,
}: {
  isLogin: boolean;
  enabled: boolean;
  pending: boolean;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  if (isLogin) {
    return (
      <Button block color="primary" disabled={!enabled} loading={pending} onClick={onConvert}>
        {t('swap.convert')}
      </Button>
    );
  }
  return (
    <div className="hc-swap-login">
      <span>{t('swap.loginToConvert')}</span>
      <Button
        size="small"
        color="primary"
        onClick={() => navigateTo(PATHS.login, { redirect: `${PATHS.trade}?type=swap` })}
      >
        {t('swap.logIn')}
      </Button>
    </div>
  );
}

/**
 * Swap (convert), the swap page's panel: pick two currencies and an amount, see a live quote
 * (refetched as it expires), confirm exactly what is paid and received, and execute it once (Idempotency-Key).
 */
export function SwapPanel() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const form = useSwapForm(isLogin);
  const [done, setDone] = useState<SwapOrder | null>(null);
  const { from, to, amount, available, query, settled, expiresAt, quote } = form;

  const conversion = useSwapConvert({ form, onDone: setDone });

  if (done) {
    return (
      <div className="hc-swap">
        <SwapSuccess order={done} onAgain={() => setDone(null)} />
        <SwapHistory />
      </div>
    );
  }

  const quoteError = settled && query.isError && !query.isFetching ? query.error : null;
  const canConvert =
    isLogin &&
    quote !== null &&
    !query.isFetching &&
    !form.insufficient &&
    !conversion.isPending &&
    form.problem === null &&
    conversion.unsure === null;

  return (
    <div className="hc-swap">
      <section className="hc-swap-form" aria-label={t('tradeTypes.swap')}>
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

        {form.insufficient ? (
          <ProblemNotice problem={{ message: t('swap.insufficient'), deposit: true }} />
        ) : null}
        {form.problem ? <ProblemNotice problem={form.problem} /> : null}
        {conversion.unsure ? (
          <UnsureNotice
            reason={conversion.unsure.reason}
            checking={conversion.isPending}
            onCheck={conversion.check}
          />
        ) : null}
        {quoteError ? <QuoteErrorNotice error={quoteError} onRequote={() => void query.refetch()} /> : null}
        {quote && expiresAt !== null ? <SwapQuoteDetails quote={quote} expiresAt={expiresAt} /> : null}
        {isLogin && isQuotableAmount(amount) && from !== to && (!settled || query.isFetching) ? (
          <p className="hc-swap-quoting" role="status">
            {t('swap.quoting')}
          </p>
        ) : null}

        <ConvertAction
          isLogin={isLogin}
          enabled={canConvert}
          pending={conversion.isPending}
          onConvert={() => void conversion.convert()}
        />
      </section>
      {isLogin ? <SwapHistory /> : null}
    </div>
  );
}
