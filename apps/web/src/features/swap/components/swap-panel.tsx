import { QUOTE_CURRENCY, SWAP_LIMITS, type SwapOrder } from '@halcyon/api';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { formatBalance, formatMoney, formatRate } from '@/shared/format/money.ts';
import { compareDecimal, formatDecimal } from '@/shared/markets/decimal.ts';
import { usePairDirectory } from '@/shared/markets/market-queries.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { showConfirm, showToast } from '@/shared/ui/feedback.ts';
import { SwapIcon } from '@/shared/ui/icons.tsx';
import { useSwapBalances } from '../swap-api.ts';
import { SwapHistory } from '../swap-history.tsx';
import { cleanAmountInput, isQuotableAmount, swappableMax, useSwapQuote } from '../swap-quote.ts';
import { SwapQuoteDetails } from '../swap-quote-details.tsx';
import { useSwapExecution } from '../use-swap-execution.ts';
import '../swap-panel.css';

const CURRENCY = /^[A-Z0-9]{1,16}$/;

function presetCurrency(value: string | undefined): string | null {
  const upper = value?.trim().toUpperCase();
  return upper && CURRENCY.test(upper) ? upper : null;
}

/** ?from=&to= presets; USDT into BTC otherwise (the first thing most people convert to). */
function initialPair(params: Record<string, string>): { from: string; to: string } {
  const from = presetCurrency(params.from) ?? QUOTE_CURRENCY;
  const to = presetCurrency(params.to) ?? (from === QUOTE_CURRENCY ? 'BTC' : QUOTE_CURRENCY);
  return { from, to: to === from ? (from === QUOTE_CURRENCY ? 'BTC' : QUOTE_CURRENCY) : to };
}

/** USDT, what the user holds, and every base whose market is open now; USDT first, then by name. */
function useCurrencies(held: readonly string[], chosen: readonly string[]): string[] {
  const directory = usePairDirectory();
  return useMemo(() => {
    const bases = (directory.data ?? []).filter((pair) => pair.marketOpen).map((pair) => pair.base);
    const others = new Set([...held, ...bases, ...chosen]);
    others.delete(QUOTE_CURRENCY);
    return [QUOTE_CURRENCY, ...[...others].sort()];
  }, [directory.data, held, chosen]);
}

interface Problem {
  message: string;
  /** Short balance: offer the way to add some. */
  deposit: boolean;
}

/** One side of the conversion: a labelled choice among the currencies that can be swapped. */
function CurrencySide({
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

function ProblemNotice({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-problem" role="alert">
      <span>{problem.message}</span>
      {problem.deposit ? (
        <Button size="mini" color="primary" fill="outline" onClick={() => navigateTo(PATHS.recharge)}>
          {t('swap.deposit')}
        </Button>
      ) : null}
    </div>
  );
}

/** A refused quote in the server's words, with the field's reason when it names one ("At most 8 decimals"). */
function quoteErrorText(error: Error): string {
  return isApiError(error) ? [error.message, ...error.fieldMessages()].join(' ') : error.message;
}

/** A swap whose answer was lost: it may have gone through, and only checking that same quote tells. */
function UnsureNotice({
  reason,
  checking,
  onCheck,
}: {
  reason: string;
  checking: boolean;
  onCheck: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="hc-swap-problem" role="alert">
      <span>{t('swap.uncertain', { reason })}</span>
      <Button size="mini" color="primary" fill="outline" loading={checking} onClick={() => void onCheck()}>
        {t('swap.check')}
      </Button>
    </div>
  );
}

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

/**
 * Swap (convert), the swap page's panel: pick two currencies and an amount, see a live quote
 * (refetched as it expires), confirm exactly what is paid and received, and execute it once (Idempotency-Key).
 */
export function SwapPanel() {
  const { t } = useTranslation();
  const params = usePageParams();
  const isLogin = useSessionStore((state) => state.isLogin);
  const [pair, setPair] = useState(() => initialPair(params));
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<SwapOrder | null>(null);

  // A link to the panel with other presets (e.g. from the assets page) while it is open.
  useEffect(() => {
    if (params.from || params.to) setPair(initialPair({ from: params.from ?? '', to: params.to ?? '' }));
  }, [params.from, params.to]);

  const balances = useSwapBalances(isLogin);
  const held = useMemo(() => (balances.data?.assets ?? []).map((asset) => asset.currency), [balances.data]);
  const currencies = useCurrencies(held, [pair.from, pair.to]);
  const available = balances.data
    ? (balances.data.assets.find((asset) => asset.currency === pair.from)?.available ?? '0')
    : null;

  const { from, to } = pair;
  const { query, settled, expiresAt } = useSwapQuote({ from, to, amount }, isLogin);
  // A failed re-quote leaves the old (expired) quote in the cache: never show or offer that one.
  const quote =
    settled && query.data && !query.isError && query.data.from === from && query.data.to === to
      ? query.data
      : null;
  const insufficient =
    available !== null && isQuotableAmount(amount) && compareDecimal(amount, available) > 0;

  const edit = (change: () => void) => {
    setProblem(null);
    change();
  };
  const setFrom = (next: string) =>
    edit(() => setPair((current) => ({ from: next, to: next === current.to ? current.from : current.to })));
  const setTo = (next: string) =>
    edit(() => setPair((current) => ({ to: next, from: next === current.from ? current.to : current.from })));
  const flip = () => edit(() => setPair((current) => ({ from: current.to, to: current.from })));

  const execute = useSwapExecution({
    onDone: (order) => {
      setDone(order);
      setAmount('');
    },
    onQuoteGone: requote,
    onShortBalance: (error) => setProblem({ message: error.message, deposit: true }),
  });
  function requote() {
    showToast(t('swap.quoteExpired'));
    void query.refetch();
  }

  const convert = async () => {
    if (!quote || expiresAt === null) return;
    const confirmed = await showConfirm(
      [
        t('swap.confirmPay', { amount: formatDecimal(quote.fromAmount), currency: quote.from }),
        t('swap.confirmReceive', { amount: formatDecimal(quote.toAmount), currency: quote.to }),
        t('swap.confirmRate', { from: quote.from, to: quote.to, rate: formatRate(quote.rate) }),
        t('swap.confirmFee', { fee: formatDecimal(quote.fee), currency: quote.to }),
      ].join('\n'),
      t('swap.confirmTitle'),
    );
    if (!confirmed) return;
    // Time passed while the dialog was open: an expired quote would only be refused.
    if (Date.now() >= expiresAt) {
      requote();
      return;
    }
    await execute.send(quote.quoteId);
  };

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
    !insufficient &&
    !execute.isPending &&
    problem === null &&
    execute.unsure === null;

  return (
    <div className="hc-swap">
      <section className="hc-swap-form" aria-label={t('tradeTypes.swap')}>
        <CurrencySide
          id="swap-from"
          label={t('swap.from')}
          value={from}
          currencies={currencies}
          onChange={setFrom}
        />
        <div className="hc-swap-amount">
          <label htmlFor="swap-amount">{t('swap.amount')}</label>
          <div className="hc-swap-amount-row">
            <AmountInput
              id="swap-amount"
              value={amount}
              placeholder={t('swap.amountPlaceholder')}
              maxDecimals={SWAP_LIMITS.amountDecimals}
              onChange={(value) => edit(() => setAmount(cleanAmountInput(value)))}
            />
            <Button
              size="mini"
              fill="outline"
              disabled={available === null}
              onClick={() => edit(() => setAmount(available === null ? '' : swappableMax(available)))}
            >
              {t('swap.max')}
            </Button>
          </div>
          {available !== null ? (
            <p className="hc-swap-available">
              {t('swap.available', { amount: formatBalance(available, from), currency: from })}
            </p>
          ) : null}
        </div>
        <button type="button" className="hc-swap-flip" aria-label={t('swap.flip')} onClick={flip}>
          <SwapIcon />
        </button>
        <CurrencySide id="swap-to" label={t('swap.to')} value={to} currencies={currencies} onChange={setTo} />

        {insufficient ? <ProblemNotice problem={{ message: t('swap.insufficient'), deposit: true }} /> : null}
        {problem ? <ProblemNotice problem={problem} /> : null}
        {execute.unsure ? (
          <UnsureNotice reason={execute.unsure.reason} checking={execute.isPending} onCheck={execute.check} />
        ) : null}
        {quoteError ? (
          <div className="hc-swap-problem" role="alert">
            <span>{quoteErrorText(quoteError)}</span>
            <Button size="mini" fill="outline" onClick={() => void query.refetch()}>
              {t('swap.requote')}
            </Button>
          </div>
        ) : null}
        {quote && expiresAt !== null ? <SwapQuoteDetails quote={quote} expiresAt={expiresAt} /> : null}
        {isLogin && isQuotableAmount(amount) && from !== to && (!settled || query.isFetching) ? (
          <p className="hc-swap-quoting" role="status">
            {t('swap.quoting')}
          </p>
        ) : null}

        {isLogin ? (
          <Button
            block
            color="primary"
            disabled={!canConvert}
            loading={execute.isPending}
            onClick={() => void convert()}
          >
            {t('swap.convert')}
          </Button>
        ) : (
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
        )}
      </section>
      {isLogin ? <SwapHistory /> : null}
    </div>
  );
}
