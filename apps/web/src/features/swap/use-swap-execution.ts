import type { SwapOrder } from '@halcyon/api';
import { useRef, useState } from 'react';
import { accountKeys } from '@/shared/account/account-keys.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import { uncertainReason, useMoneyMutation } from '@/shared/money-form/index.ts';
import { swapApi } from './swap-api.ts';

/** A swap sent without an answer: it may have gone through. */
export interface UnsureSwap {
  quoteId: string;
  reason: string;
}

interface SwapExecutionOptions {
  onDone: (order: SwapOrder) => void;
  /** The quote expired or vanished: the panel fetches a new one. */
  onQuoteGone: () => void;
  /** The server refused for the balance: its message, with a way to deposit. */
  onShortBalance: (error: ApiError) => void;
}

/**
 * Executing a quote exactly once. One key per quote, so confirming the same quote again cannot swap twice.
 * A quote whose answer was lost is held (`unsure`) until it is checked, by sending that same quote with its
 * key again: the server answers the swap it made, or refuses one it never made. Meanwhile the panel
 * offers no new quote, which would be a second swap under a new key.
 */
export function useSwapExecution({ onDone, onQuoteGone, onShortBalance }: SwapExecutionOptions) {
  const [unsure, setUnsure] = useState<UnsureSwap | null>(null);
  const lastSent = useRef('');
  const execute = useMoneyMutation({
    send: (quoteId: string, key: string) => swapApi.execute(quoteId, key),
    invalidate: [accountKeys.assets, ['account', 'swaps']],
    onSuccess: (order) => {
      setUnsure(null);
      onDone(order);
    },
    onUncertain: (error) => setUnsure({ quoteId: lastSent.current, reason: uncertainReason(error) }),
    onRefused: () => setUnsure(null),
    onCode: {
      QUOTE_EXPIRED: onQuoteGone,
      QUOTE_NOT_FOUND: onQuoteGone,
      INSUFFICIENT_BALANCE: onShortBalance,
    },
  });

  const send = (quoteId: string) => {
    lastSent.current = quoteId;
    return execute.submit(quoteId);
  };

  return {
    unsure,
    isPending: execute.isPending,
    send,
    /** Sends the unanswered quote again, under its key. */
    check: () => (unsure ? send(unsure.quoteId) : Promise.resolve(undefined)),
  };
}
