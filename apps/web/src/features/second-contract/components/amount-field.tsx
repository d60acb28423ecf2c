import { CONTRACT_LIMITS, type ContractConfig } from '@halcyon/api';
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '@/shared/format/money.ts';
import { formatDecimal } from '@/shared/markets/decimal.ts';
import { AmountInput } from '@/shared/money-form/amount-input.tsx';
import { navigateTo } from '@/shared/navigation/navigation.ts';
import { PATHS } from '@/shared/navigation/paths.ts';
import { type AmountProblem, quickAmounts } from '../contract-math.ts';
import type { TicketError } from './use-contract-open.ts';

/** What is wrong with the amount as typed, in the words the server uses for the same refusal. */
function problemText(t: TFunction, value: AmountProblem, config: ContractConfig): string {
  const { currency } = config;
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
}

/** The stake: typed or picked from the quick amounts, with the balance and whatever is wrong with it. */
export function AmountField({
  id,
  inputRef,
  config,
  amount,
  loggedIn,
  available,
  problem,
  ticketError,
  onChange,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  config: ContractConfig;
  amount: string;
  loggedIn: boolean;
  available: string | null;
  /** The amount's problem once it is to be shown; null otherwise. */
  problem: AmountProblem | null;
  ticketError: TicketError | null;
  onChange: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const { currency } = config;
  const insufficient = problem?.kind === 'insufficient' || ticketError?.kind === 'insufficient';
  return (
    <div className="hc-ct-amount">
      <label htmlFor={id}>{t('contract.amount', { currency })}</label>
      <AmountInput
        id={id}
        ref={inputRef}
        value={amount}
        maxDecimals={CONTRACT_LIMITS.stakeDecimals}
        placeholder={t('contract.amountRange', {
          min: formatDecimal(config.minAmount),
          max: formatDecimal(config.maxAmount),
        })}
        invalid={problem !== null}
        describedBy={problem !== null ? `${id}-error` : undefined}
        onChange={onChange}
      />
      <QuickAmounts config={config} amount={amount} onPick={onChange} />
      <p className="hc-ct-available">
        {loggedIn && available !== null
          ? t('contract.available', { amount: formatBalance(available, currency), currency })
          : t('contract.availableUnknown')}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="hc-ct-error" role="alert">
          {problemText(t, problem, config)}
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
  );
}

/** One chip per quick amount; the one typed is marked. */
function QuickAmounts({
  config,
  amount,
  onPick,
}: {
  config: ContractConfig;
  amount: string;
  onPick: (amount: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="hc-ct-quick">
      <legend className="hc-visually-hidden">{t('contract.quickAmounts')}</legend>
      {quickAmounts(config).map((quick) => (
        <button
          key={quick}
          type="button"
          className={amount === quick ? 'hc-ct-chip hc-ct-chip-active' : 'hc-ct-chip'}
          onClick={() => onPick(quick)}
        >
          {quick}
        </button>
      ))}
    </fieldset>
  );
}
