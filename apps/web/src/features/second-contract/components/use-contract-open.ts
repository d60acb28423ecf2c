import type { ContractOrder } from '@halcyon/api';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '@/shared/account/account-keys.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import { compareDecimal } from '@/shared/markets/decimal.ts';
import { uncertainReason } from '@/shared/money-form/uncertain-reason.ts';
import { useMoneyMutation } from '@/shared/money-form/use-money-mutation.ts';
import { showAlert, showSuccessToast } from '@/shared/ui/feedback.ts';
import { contractApi } from '../api.ts';
import { ratePercent } from '../format.ts';
import { contractConfigKey } from '../queries.ts';
import type { ContractDraft } from './confirm-sheet.tsx';

/** A refusal shown on the ticket; a short balance offers a deposit beside it. */
export type TicketError = { kind: 'insufficient'; message: string } | { kind: 'message'; message: string };

/** Answers that say why this order cannot be placed: shown on the ticket as the server worded them. */
const RULE_CODES = [
  'MARKET_CLOSED',
  'PRICE_STALE',
  'AMOUNT_TOO_SMALL',
  'AMOUNT_TOO_LARGE',
  'CONTRACT_NOT_ENABLED',
  'CONTRACT_PERIOD_INVALID',
  'CONTRACT_RATE_CHANGED',
  'MARKET_CLOSES_BEFORE_EXPIRY',
  'SYMBOL_NOT_FOUND',
  'VALIDATION_FAILED',
] as const;

/**
 * A rate differs only on a replay: the server answers the contract the first, lost answer placed, at the
 * rate confirmed then. "Contract placed" alone would let the person believe the rate shown now.
 */
function announcePlaced(t: TFunction, placed: ContractOrder, confirmed: ContractDraft) {
  if (compareDecimal(placed.payoutRate, confirmed.payoutRate) !== 0) {
    void showAlert(
      t('contract.placedAtEarlierRate', {
        rate: ratePercent(placed.payoutRate),
        shown: ratePercent(confirmed.payoutRate),
      }),
    );
  } else {
    showSuccessToast(t('contract.placed'));
  }
}

/**
 * Opening a contract: the confirmation sheet (`pending`), the POST under its key and where each answer
 * shows: a lost answer on the sheet, a refusal on the ticket, a success as a toast (or an alert when the
 * server answered an earlier placement at another rate).
 */
export function useContractOpen({ compact, onPlaced }: { compact: string; onPlaced: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ContractDraft | null>(null);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [ticketError, setTicketError] = useState<TicketError | null>(null);

  const showInsufficient = (error: ApiError) =>
    setTicketError({ kind: 'insufficient', message: error.message });
  const showRule = (error: ApiError) => {
    const lines = error.fieldMessages();
    setTicketError({ kind: 'message', message: lines.length > 0 ? lines.join('\n') : error.message });
  };
  // One key per confirmation (newAttempt when the sheet opens): pressing "Place" again after a lost
  // answer (network, timeout, 5xx) keeps the sheet and the key, so it answers the first order if any.
  // Closing the sheet after a lost answer keeps the key too: the same figures again are the same order.
  const unanswered = useRef(false);
  const open = useMoneyMutation({
    send: (draft: ContractDraft, key: string): Promise<ContractOrder> =>
      contractApi.open(
        {
          symbol: compact,
          period: draft.period,
          direction: draft.direction,
          amount: draft.amount,
          // The rate on the confirmation: the server refuses the order if it has changed since.
          payoutRate: draft.payoutRate,
        },
        key,
      ),
    // The rate is outside the server's request hash: after a lost answer the config is read again and the
    // chips may show a rate an operator changed meanwhile; the same figures confirmed at it are still the
    // same contract, so they keep the key (a new key would place it twice) and the server replays the first.
    attemptOf: ({ payoutRate: _rate, ...figures }) => figures,
    // The config too: a CONTRACT_RATE_CHANGED refusal must bring the new rates onto the chips.
    invalidate: [accountKeys.contracts, accountKeys.assets, contractConfigKey],
    onSuccess: (placed, draft) => {
      unanswered.current = false;
      setPending(null);
      onPlaced();
      announcePlaced(t, placed, draft);
    },
    onRefused: () => {
      unanswered.current = false;
      setPending(null);
    },
    onCode: {
      INSUFFICIENT_BALANCE: showInsufficient,
      ...Object.fromEntries(RULE_CODES.map((code) => [code, showRule])),
    },
    onUncertain: (error) => {
      unanswered.current = true;
      setSheetError(t('contract.uncertain', { reason: uncertainReason(error) }));
    },
  });

  return {
    pending,
    sheetError,
    ticketError,
    busy: open.isPending,
    clearTicketError: () => setTicketError(null),
    /** Opens the confirmation: a new attempt, unless the last one's answer was lost. */
    review: (draft: ContractDraft) => {
      setSheetError(null);
      if (!unanswered.current) open.newAttempt();
      setPending(draft);
    },
    confirm: (draft: ContractDraft) => {
      setSheetError(null);
      void open.submit(draft);
    },
    close: () => setPending(null),
  };
}
