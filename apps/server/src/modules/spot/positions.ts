import type { Position } from '@halcyon/api';
import { formatAmount, Money } from '../ledger/index.ts';
import type { PairUnits } from './pair-units.ts';
import type { CostBasis } from './position-repo.ts';

const AVERAGE_DECIMALS = 8;
const VALUE_DECIMALS = 8;
const PERCENT_DECIMALS = 2;

const rounded = (value: Money, decimals: number) =>
  formatAmount(value.toDecimalPlaces(decimals, Money.ROUND_HALF_UP));

/**
 * One base currency's position. Only `costQuantity` (bought on spot, never more than is held now) has a
 * known cost, so the average and the P/L cover that part; the current value covers everything held.
 */
export function positionOf(input: {
  units: PairUnits;
  held: Money;
  available: Money;
  usdtAvailable: Money;
  basis: CostBasis | undefined;
  /** Feed price, null when the pair has none. */
  price: Money | null;
  /** Where a buy would fill first: the best ask, else the feed price. */
  buyPrice: Money | null;
}): Position {
  const { units, held, basis, price } = input;
  const costQuantity = basis ? Money.min(basis.costQuantity, held) : new Money(0);
  const average = basis?.costQuantity.gt(0) ? basis.costTotal.div(basis.costQuantity) : null;
  const cost = average === null ? null : average.mul(costQuantity);
  const profit =
    price === null || cost === null || costQuantity.isZero() ? null : price.mul(costQuantity).minus(cost);
  const lotsOf = (quantity: Money) => quantity.div(units.lot).floor().mul(units.lot);
  const buyable =
    input.buyPrice === null || input.buyPrice.isZero()
      ? new Money(0)
      : lotsOf(input.usdtAvailable.div(input.buyPrice.mul(new Money(1).plus(units.takerRate))));
  return {
    symbol: units.symbol,
    currency: units.base,
    quantity: formatAmount(held),
    costQuantity: formatAmount(costQuantity),
    averageCost: average === null ? null : rounded(average, AVERAGE_DECIMALS),
    currentValue: price === null ? null : rounded(price.mul(held), VALUE_DECIMALS),
    profitLoss: profit === null ? null : rounded(profit, VALUE_DECIMALS),
    profitLossPercent:
      profit === null || cost === null || cost.isZero()
        ? null
        : rounded(profit.div(cost).mul(100), PERCENT_DECIMALS),
    buyableQuantity: formatAmount(buyable),
    sellableQuantity: formatAmount(lotsOf(input.available)),
  };
}
