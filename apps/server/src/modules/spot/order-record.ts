import type { OrderSide, SpotOrder, SpotOrderStatus, SpotOrderType } from '@halcyon/api';
import { formatAmount, Money } from '../ledger/index.ts';
import type { FeeRates } from './pair-units.ts';

/**
 * A user's spot order as the writer holds it while it is open (and as it is read back for replies). Money
 * fields are Money so fills add up exactly; `frozenRemaining` is what is still frozen for the order (for a
 * new order within its first command, what is reserved for it: frozen only if it rests, CommandSettlement).
 */
export type OrderRecord = {
  id: string;
  userId: string;
  clientOrderId: string | null;
  symbol: string;
  side: OrderSide;
  type: SpotOrderType;
  price: Money | null;
  quantity: Money | null;
  quoteAmount: Money | null;
  filledQuantity: Money;
  filledQuote: Money;
  fee: Money;
  frozenCurrency: string;
  frozenRemaining: Money;
  /**
   * Null only for an order that had closed before rates were recorded (migration 0026); an open order always
   * has them (a CHECK in the database).
   */
  feeRates: FeeRates | null;
  status: SpotOrderStatus;
  /** Resting in the book. */
  open: boolean;
  engineSequence: number;
  createdAt: number;
  updatedAt: number;
};

const AVERAGE_DECIMALS = 8;

export function toSpotOrder(order: OrderRecord): SpotOrder {
  const text = (value: Money | null) => (value === null ? null : formatAmount(value));
  return {
    orderId: order.id,
    clientOrderId: order.clientOrderId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price: text(order.price),
    quantity: text(order.quantity),
    quoteAmount: text(order.quoteAmount),
    filledQuantity: formatAmount(order.filledQuantity),
    filledQuote: formatAmount(order.filledQuote),
    averagePrice: order.filledQuantity.isZero()
      ? null
      : formatAmount(
          order.filledQuote.div(order.filledQuantity).toDecimalPlaces(AVERAGE_DECIMALS, Money.ROUND_HALF_UP),
        ),
    fee: formatAmount(order.fee),
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
