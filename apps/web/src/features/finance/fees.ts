import { FINANCE_AMOUNT_DECIMALS } from '@halcyon/api';
import { decimalParts } from '@/shared/markets/decimal.ts';

/**
 * The fee and actual amount a form shows while the person types, computed exactly as the server does
 * (packages/api: fee rounded UP to 8 decimals), on BigInt units of 1e-8 and 1e-8 x rate's scale: the
 * figure on the confirmation is the figure on the order, never a float's neighbour.
 */
const SCALE = FINANCE_AMOUNT_DECIMALS;

interface Fixed {
  units: bigint;
  scale: number;
}

function read(value: string): Fixed | null {
  const parts = decimalParts(value);
  if (!parts || parts.negative) return null;
  return { units: BigInt(`${parts.integer}${parts.fraction}`), scale: parts.fraction.length };
}

/** Units of 1e-8, rounding a finer value up (a fee) or down (what a balance can pay). */
function toUnits({ units, scale }: Fixed, round: 'up' | 'down'): bigint {
  if (scale <= SCALE) return units * 10n ** BigInt(SCALE - scale);
  const divisor = 10n ** BigInt(scale - SCALE);
  const whole = units / divisor;
  return round === 'up' && whole * divisor !== units ? whole + 1n : whole;
}

function format(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const integer = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** amount x rate rounded up to 8 decimals, in units. */
function rateUnits(amount: Fixed, rate: Fixed): bigint {
  return toUnits({ units: amount.units * rate.units, scale: amount.scale + rate.scale }, 'up');
}

export interface RechargeFigures {
  fee: string;
  actualAmount: string;
}

/** A deposit: fee = amount x rate (rounded up), the person is credited amount - fee. Null until readable. */
export function rechargeFigures(amount: string, feeRate: string): RechargeFigures | null {
  const a = read(amount);
  const rate = read(feeRate);
  if (!a || !rate || a.units === 0n) return null;
  const fee = rateUnits(a, rate);
  return { fee: format(fee), actualAmount: format(toUnits(a, 'down') - fee) };
}

export interface WithdrawalFigures {
  fee: string;
  /** What arrives at the address: the amount itself. */
  actualAmount: string;
  /** amount + fee: what is frozen and leaves the balance. */
  totalAmount: string;
}

/** A withdrawal: fee = fixed + amount x rate (rounded up), frozen on top of the amount. */
export function withdrawalFigures(
  amount: string,
  fixedFee: string,
  feeRate: string,
): WithdrawalFigures | null {
  const a = read(amount);
  const fixed = read(fixedFee);
  const rate = read(feeRate);
  if (!a || !fixed || !rate || a.units === 0n) return null;
  const fee = toUnits(fixed, 'up') + rateUnits(a, rate);
  const amountUnits = toUnits(a, 'down');
  return { fee: format(fee), actualAmount: format(amountUnits), totalAmount: format(amountUnits + fee) };
}

/**
 * The largest amount whose amount + fee the available balance covers (the "max" button), capped at the
 * config's maximum; null when not even the smallest unit fits.
 */
export function maxWithdrawable(
  available: string,
  fixedFee: string,
  feeRate: string,
  maxAmount: string,
): string | null {
  const balance = read(available);
  const fixed = read(fixedFee);
  const rate = read(feeRate);
  const cap = read(maxAmount);
  if (!balance || !fixed || !rate || !cap) return null;
  const budget = toUnits(balance, 'down') - toUnits(fixed, 'up');
  if (budget <= 0n) return null;
  const rateScale = 10n ** BigInt(rate.scale);
  // amount x (1 + rate) <= budget, then step down past the rounding of the fee.
  let amount = (budget * rateScale) / (rateScale + rate.units);
  const capUnits = toUnits(cap, 'down');
  if (amount > capUnits) amount = capUnits;
  const cost = (units: bigint) => units + rateUnits({ units, scale: SCALE }, rate);
  while (amount > 0n && cost(amount) > budget) amount -= 1n;
  return amount > 0n ? format(amount) : null;
}
