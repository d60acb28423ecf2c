export { Book } from './book.ts';
export type {
  CancelCommand,
  Command,
  LimitOrderCommand,
  MarketOrderCommand,
  MarketQuoteOrderCommand,
  OrderCommand,
} from './commands.ts';
export type {
  AcceptedEvent,
  CancelledEvent,
  CancelReason,
  DoneEvent,
  EngineEvent,
  OrderType,
  RejectedEvent,
  RejectReason,
  RestedEvent,
  TradeEvent,
} from './events.ts';
export { floorDiv, isPositiveSafeInteger } from './integers.ts';
export { MatchingEngine, type MatchingEngineOptions } from './matching-engine.ts';
export type { Side } from './side.ts';
export type { DepthLevel, DepthSnapshot, OrderView } from './views.ts';
