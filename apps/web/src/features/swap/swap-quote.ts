import { SWAP_LIMITS, type SwapQuote } from '@halcyon/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { truncateDecimal } from '@/shared/markets/decimal-math.ts';
import { swapApi, swapKeys } from './swap-api.ts';

/** Typing "0.125" asks for one quote, not five. */
export const QUOTE_DEBOUNCE_MS = 400;

/** What the server accepts as a swap amount: a plain decimal (no leading zeros), at most 8 decimals. */
const AMOUNT = new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${SWAP_LIMITS.amountDecimals}})?$`);

export function isQuotableAmount(amount: string): boolean {
  return AMOUNT.test(amount) && /[1-9]/.test(amount);
}

/**
 * Keeps what an amount field may hold while typing: digits and one point, no leading zeros ("05" is 5),
 * at most 18 digits before the point and the swap's 8 after it.
 */
export function cleanAmountInput(raw: string): string {
  const normalized = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [digits = '', ...rest] = normalized.split('.');
  const integer = digits.replace(/^0+(?=\d)/, '').slice(0, 18);
  if (rest.length === 0) return integer;
  return `${integer}.${rest.join('').slice(0, SWAP_LIMITS.amountDecimals)}`;
}

/** The most a balance lets a person swap: cut (never rounded) to the decimals a swap moves. */
export function swappableMax(available: string): string {
  return truncateDecimal(available, SWAP_LIMITS.amountDecimals);
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface QuoteRequest {
  from: string;
  to: string;
  amount: string;
}

/**
 * When the quote runs out on this device's clock: the server's validity (expiresAt - createdAt) counted
 * from when the answer arrived, so a phone whose clock is off by a minute still counts ten seconds.
 */
export function localExpiry(quote: SwapQuote, receivedAt: number): number {
  return receivedAt + Math.max(0, quote.expiresAt - quote.createdAt);
}

/**
 * The quote for what the form says, fetched once the user stops typing, and fetched again the moment it
 * expires, so the figures on screen are always ones the server will honour.
 */
export function useSwapQuote(request: QuoteRequest, enabled: boolean) {
  // Debounced as one string: a new request object each render must not restart the wait.
  const key = JSON.stringify([request.from, request.to, request.amount]);
  const debouncedKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const [from, to, amount] = JSON.parse(debouncedKey) as [string, string, string];
  const debounced: QuoteRequest = { from, to, amount };
  // Until the wait is over, the quote on screen is for other inputs and must not be acted on.
  const settled = debouncedKey === key;
  const active = enabled && debounced.from !== debounced.to && isQuotableAmount(debounced.amount);
  const query = useQuery({
    queryKey: swapKeys.quote(debounced.from, debounced.to, debounced.amount),
    queryFn: ({ signal }) => swapApi.quote(debounced, signal),
    enabled: active,
    staleTime: 0,
    gcTime: 0,
  });

  const expiresAt = query.data ? localExpiry(query.data, query.dataUpdatedAt) : null;
  const { refetch } = query;
  useEffect(() => {
    if (!active || expiresAt === null) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [active, expiresAt, refetch]);

  return { query, active, settled, expiresAt };
}

/** Whole seconds left, ticking once a second; 0 once expired. */
export function useSecondsLeft(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (expiresAt === null) return 0;
  return Math.max(0, Math.ceil((expiresAt - now) / 1_000));
}
