import {
  CONTRACT_LIMITS,
  type ContractConfig,
  type ContractDirection,
  type ContractOrder,
} from '@halcyon/api';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { accountKeys } from '@/shared/account/account-keys.ts';
import type { ApiError } from '@/shared/api/api-error.ts';
import { formatBalance } from '@/shared/format/money.ts';
import { compareDecimal, formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { uncertainReason } from '@/shared/money-form/uncertain-reason.ts';
import { useMoneyMutation } from '@/shared/money-form/use-money-mutation.ts';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { requireLogin } from '@/shared/session/require-login.ts';
import { showAlert, showSuccessToast } from '@/shared/ui/feedback.ts';
import { contractApi } from '../api.ts';
import { type AmountProblem, amountProblem, quickAmounts } from '../contract-math.ts';
import { ratePercent } from '../format.ts';
import { contractConfigKey } from '../queries.ts';
import { ConfirmSheet, type ContractDraft } from './confirm-sheet.tsx';
import { PeriodChips } from './period-chips.tsx';

type TicketError = { kind: 'insufficient'; message: string } | { kind: 'message'; message: string };

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

/** Period, amount and the Up/Down buttons; then the confirmation, the POST and its errors. */
export function ContractTicket({
  config,
  compact,
  symbol,
  canOpen,
  loggedIn,
  available,
}: {
  config: ContractConfig;
  compact: string;
  symbol: string;
  /** Up and Down are on: the market is open and contracts are offered on the pair. */
  canOpen: boolean;
  loggedIn: boolean;
  available: string | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const amountId = useId();
  const amountInput = useRef<HTMLInputElement>(null);
  const [period, setPeriod] = useState(config.periods[0]?.seconds ?? 0);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<ContractDraft | null>(null);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [ticketError, setTicketError] = useState<TicketError | null>(null);
  const chosen = config.periods.find((entry) => entry.seconds === period) ?? config.periods[0];
  const currency = config.currency;
  const problem = amountProblem(amount, config, loggedIn ? available : null);
  const showProblem = problem !== null && (attempted || problem.kind !== 'required');

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
      setAmount('');
      setAttempted(false);
      // A rate differs only on a replay: the server answers the contract the first, lost answer placed, at
      // the rate confirmed then. "Contract placed" alone would let the person believe the rate shown now.
      if (compareDecimal(placed.payoutRate, draft.payoutRate) !== 0) {
        void showAlert(
          t('contract.placedAtEarlierRate', {
            rate: ratePercent(placed.payoutRate),
            shown: ratePercent(draft.payoutRate),
          }),
        );
      } else {
        showSuccessToast(t('contract.placed'));
      }
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

  const start = (direction: ContractDirection) => {
    if (!loggedIn) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    setAttempted(true);
    setTicketError(null);
    if (problem !== null || !chosen) {
      amountInput.current?.focus();
      return;
    }
    setSheetError(null);
    if (!unanswered.current) open.newAttempt();
    setPending({
      symbol,
      direction,
      period: chosen.seconds,
      amount: amount.trim(),
      payoutRate: chosen.payoutRate,
      currency,
    });
  };

  const problemText = (value: AmountProblem): string => {
    switch (value.kind) {
      case 'required':
        return t('validation.required');
      case 'invalid':
        return t(value.key);
      case 'tooSmall':
        // Grouped like the server's own refusal of the same amount ("maximum 50,000 USDT").
        return t('errors.AMOUNT_TOO_SMALL', { min: formatDecimal(config.minAmount), currency });
      case 'tooLarge':
        return t('errors.AMOUNT_TOO_LARGE', { max: formatDecimal(config.maxAmount), currency });
      case 'insufficient':
        return t('contract.insufficient', { available: formatBalance(value.available, currency), currency });
      default:
        return value satisfies never;
    }
  };

  const insufficient =
    (showProblem && problem?.kind === 'insufficient') || ticketError?.kind === 'insufficient';
  return (
    <section className="hc-ct-ticket">
      <PeriodChips periods={config.periods} value={chosen?.seconds ?? 0} onChange={setPeriod} />
      <div className="hc-ct-amount">
        <label htmlFor={amountId}>{t('contract.amount', { currency })}</label>
        <AmountInput
          id={amountId}
          ref={amountInput}
          value={amount}
          maxDecimals={CONTRACT_LIMITS.stakeDecimals}
          placeholder={t('contract.amountRange', {
            min: formatDecimal(config.minAmount),
            max: formatDecimal(config.maxAmount),
          })}
          invalid={showProblem}
          describedBy={showProblem ? `${amountId}-error` : undefined}
          onChange={(value) => {
            setAmount(value);
            setTicketError(null);
          }}
        />
        <fieldset className="hc-ct-quick">
          <legend className="hc-visually-hidden">{t('contract.quickAmounts')}</legend>
          {quickAmounts(config).map((quick) => (
            <button
              key={quick}
              type="button"
              className={amount === quick ? 'hc-ct-chip hc-ct-chip-active' : 'hc-ct-chip'}
              onClick={() => {
                setAmount(quick);
                setTicketError(null);
              }}
            >
              {quick}
            </button>
          ))}
        </fieldset>
        <p className="hc-ct-available">
          {loggedIn && available !== null
            ? t('contract.available', { amount: formatBalance(available, currency), currency })
            : t('contract.availableUnknown')}
        </p>
        {showProblem && problem ? (
          <p id={`${amountId}-error`} className="hc-ct-error" role="alert">
            {problemText(problem)}
          </p>
        ) : null}
        {ticketError ? (
          <p className="hc-ct-error" role="alert">
            {ticketError.message}
          </p>
        ) : null}
        {insufficient ? (
          <button type="button" className="hc-ct-deposit" onClick={() => navigateTo(PATHS.recharge)}>
            {t('contract.deposit')}
          </button>
        ) : null}
      </div>
      <div className="hc-ct-directions">
        <button
          type="button"
          className="hc-ct-direction hc-ct-up"
          disabled={!canOpen}
          onClick={() => start('up')}
        >
          <span>{t('contract.up')}</span>
          <small>{t('contract.upHint')}</small>
        </button>
        <button
          type="button"
          className="hc-ct-direction hc-ct-down"
          disabled={!canOpen}
          onClick={() => start('down')}
        >
          <span>{t('contract.down')}</span>
          <small>{t('contract.downHint')}</small>
        </button>
      </div>
      {pending ? (
        <ConfirmSheet
          draft={pending}
          busy={open.isPending}
          error={sheetError}
          onConfirm={() => {
            setSheetError(null);
            void open.submit(pending);
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
