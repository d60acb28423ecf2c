import { QUOTE_CURRENCY } from '@halcyon/api';
import { useEffect, useMemo, useState } from 'react';
import { compareDecimal } from '@/shared/markets/decimal.ts';
import { usePairDirectory } from '@/shared/markets/market-queries.ts';
import { usePageParams } from '@/shared/navigation/use-page-params.ts';
import { useSwapBalances } from './swap-api.ts';
import { isQuotableAmount, useSwapQuote } from './swap-quote.ts';

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

/** A refusal shown on the panel. */
export interface SwapProblem {
  message: string;
  /** Short balance: offer the way to add some. */
  deposit: boolean;
}

/**
 * The conversion as chosen: the two currencies (never the same), the amount, the balance it is paid
 * from and the live quote for it. Every edit clears the problem shown, which was about the last choice.
 */
export function useSwapForm(isLogin: boolean) {
  const params = usePageParams();
  const [pair, setPair] = useState(() => initialPair(params));
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<SwapProblem | null>(null);

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
  return {
    from,
    to,
    amount,
    currencies,
    available,
    insufficient,
    query,
    settled,
    expiresAt,
    quote,
    problem,
    setProblem,
    setAmount,
    edit,
    setFrom: (next: string) =>
      edit(() => setPair((current) => ({ from: next, to: next === current.to ? current.from : current.to }))),
    setTo: (next: string) =>
      edit(() =>
        setPair((current) => ({ to: next, from: next === current.from ? current.to : current.from })),
      ),
    flip: () => edit(() => setPair((current) => ({ from: current.to, to: current.from }))),
  };
}
