import {
  financeAmountField,
  isValidWithdrawalAddress,
  type RechargeConfig,
  type WithdrawalConfig,
} from '@halcyon/api';
import { compareDecimal, formatDecimal } from '@/shared/markets/decimal.ts';
import { withdrawalFigures } from './fees.ts';

/**
 * A rule broken on the form: an i18n key and its values, translated where it is shown. Amounts in the
 * values are grouped ("100,000") like every other figure on the screen.
 */
export interface RuleProblem {
  key: string;
  params?: Record<string, string>;
}

type Problems<F extends string> = Partial<Record<F, RuleProblem>>;

/** Required, a positive number of at most 8 decimals, within the config's min and max (spec section 5). */
function amountProblem(
  amount: string,
  limits: { minAmount: string; maxAmount: string },
  section: 'rechargeRules' | 'withdrawalRules',
): RuleProblem | null {
  if (amount.trim() === '') return { key: `finance.${section}.amountRequired` };
  if (!financeAmountField.safeParse(amount).success) return { key: `finance.${section}.amountInvalid` };
  if (compareDecimal(amount, limits.minAmount) < 0)
    return { key: `finance.${section}.amountMin`, params: { min: formatDecimal(limits.minAmount) } };
  if (compareDecimal(amount, limits.maxAmount) > 0)
    return { key: `finance.${section}.amountMax`, params: { max: formatDecimal(limits.maxAmount) } };
  return null;
}

export type RechargeField = 'configId' | 'amount' | 'proof';

export function rechargeProblems(input: {
  config: RechargeConfig | undefined;
  amount: string;
  hasProof: boolean;
}): Problems<RechargeField> {
  const problems: Problems<RechargeField> = {};
  if (!input.config) problems.configId = { key: 'finance.rechargeRules.configRequired' };
  else if (!input.config.active) problems.configId = { key: 'finance.rechargeRules.configInactive' };
  const amount = input.config ? amountProblem(input.amount, input.config, 'rechargeRules') : null;
  if (amount) problems.amount = amount;
  if (!input.hasProof) problems.proof = { key: 'finance.rechargeRules.proofRequired' };
  return problems;
}

export type WithdrawalField = 'configId' | 'address' | 'amount';

/** The address alone, for the instant check while it is typed or pasted. */
export function addressProblem(config: WithdrawalConfig | undefined, address: string): RuleProblem | null {
  const trimmed = address.trim();
  if (trimmed === '') return { key: 'finance.withdrawalRules.addressRequired' };
  if (!config) return null;
  if (!isValidWithdrawalAddress(config.network, trimmed))
    return { key: 'finance.withdrawalRules.addressInvalid', params: { network: config.network } };
  return null;
}

export function withdrawalProblems(input: {
  config: WithdrawalConfig | undefined;
  address: string;
  amount: string;
  /** Available USDT, or null while unknown (the server checks it anyway). */
  available: string | null;
}): Problems<WithdrawalField> {
  const problems: Problems<WithdrawalField> = {};
  const { config } = input;
  if (!config) {
    problems.configId = { key: 'finance.withdrawalRules.configRequired' };
    return problems;
  }
  const address = addressProblem(config, input.address);
  if (address) problems.address = address;
  const amount = amountProblem(input.amount, config, 'withdrawalRules');
  if (amount) problems.amount = amount;
  else if (input.available !== null) {
    const figures = withdrawalFigures(input.amount, config.fixedFee, config.feeRate);
    if (figures && compareDecimal(figures.totalAmount, input.available) > 0)
      problems.amount = {
        key: 'finance.withdrawalRules.insufficient',
        params: { available: formatDecimal(input.available) },
      };
  }
  return problems;
}
