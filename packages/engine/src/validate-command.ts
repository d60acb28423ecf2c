import type { OrderCommand } from './commands.ts';
import type { RejectReason } from './events.ts';
import { isPositiveSafeInteger, isSafeProduct } from './integers.ts';
import type { RestingOrder } from './resting-order.ts';
import { isSide } from './side.ts';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Reached only when a caller outside TypeScript sends a type we do not know; the compiler proves it. */
function unknownCommand(_command: never): RejectReason {
  return 'invalid_command';
}

function sizeRejection(command: OrderCommand): RejectReason | null {
  switch (command.type) {
    case 'limit':
      if (!isPositiveSafeInteger(command.price)) return 'invalid_price';
      if (!isPositiveSafeInteger(command.quantity)) return 'invalid_quantity';
      return isSafeProduct(command.price, command.quantity) ? null : 'notional_too_large';
    case 'market':
      return isPositiveSafeInteger(command.quantity) ? null : 'invalid_quantity';
    case 'market_quote':
      return isPositiveSafeInteger(command.quoteAmount) ? null : 'invalid_quote_amount';
    default:
      return unknownCommand(command);
  }
}

/**
 * Everything that can refuse an order is checked here, before any state is touched, so a rejection
 * changes nothing. Ids are checked against resting orders only: the engine forgets an order once it is
 * filled or cancelled, and the server's ids are unique anyway.
 */
export function validateOrder(
  command: OrderCommand,
  orders: ReadonlyMap<string, RestingOrder>,
): RejectReason | null {
  if (!isNonEmptyString(command.symbol)) return 'invalid_symbol';
  if (!isNonEmptyString(command.orderId)) return 'invalid_order_id';
  if (!isNonEmptyString(command.ownerId)) return 'invalid_owner';
  if (!isSide(command.side)) return 'invalid_side';
  const sizeProblem = sizeRejection(command);
  if (sizeProblem !== null) return sizeProblem;
  return orders.has(command.orderId) ? 'duplicate_order_id' : null;
}
