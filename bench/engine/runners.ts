import { type Command, MatchingEngine } from '@halcyon/engine';
import {
  type LimitOrderOptions,
  type MarketOrderOptions,
  OrderBook,
  SelfTradePreventionMode,
  Side,
} from 'nodejs-order-book';
import { type CommandStream, type StreamOp, SYMBOL, toCommand } from './command-stream.ts';

/** Price levels best first as [price, lots], the one shape both books can be compared in. */
export type Levels = { bids: Array<[number, number]>; asks: Array<[number, number]> };

/**
 * Wall time, and the process's CPU time (user + system, GC threads included) over the same span. On a shared
 * machine the CPU figure is the steadier one: it does not count time spent waiting for a core.
 */
export interface Timing {
  readonly wallNs: number;
  readonly cpuNs: number;
}

/** Both runners time one operation at a time the same way; `latencies` null means throughput only. */
function timed(count: number, latencies: Float64Array | null, step: (index: number) => void): Timing {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  if (latencies === null) {
    for (let index = 0; index < count; index += 1) step(index);
  } else {
    for (let index = 0; index < count; index += 1) {
      const before = process.hrtime.bigint();
      step(index);
      latencies[index] = Number(process.hrtime.bigint() - before);
    }
  }
  const wallNs = Number(process.hrtime.bigint() - started);
  const used = process.cpuUsage(cpu);
  return { wallNs, cpuNs: (used.user + used.system) * 1000 };
}

export interface PreparedRun {
  readonly name: string;
  /** Runs the timed operations once, on a book prefilled to the stream's size. */
  run(latencies: Float64Array | null): Timing;
  levels(): Levels;
}

export function prepareHalcyon(stream: CommandStream): PreparedRun {
  const engine = new MatchingEngine();
  for (const op of stream.prefill) engine.execute(toCommand(op));
  const commands: Command[] = stream.operations.map(toCommand);
  return {
    name: '@halcyon/engine',
    run: (latencies) =>
      timed(commands.length, latencies, (index) => engine.execute(commands[index] as Command)),
    levels: () => {
      const depth = engine.depth(SYMBOL, Number.MAX_SAFE_INTEGER);
      return {
        bids: depth.bids.map((level) => [level.price, level.quantity]),
        asks: depth.asks.map((level) => [level.price, level.quantity]),
      };
    },
  };
}

const LIMIT = 0;
const MARKET = 1;
const CANCEL = 2;

/**
 * nodejs-order-book takes plain numbers for price and size. We hand it our integer ticks and lots as they are:
 * its arithmetic is floating point, and integer-valued doubles keep it exact, so both books must end level
 * for level identical (checked after each run). Owners become its `accountId` with EXPIRE_MAKER, its name for
 * our self-trade policy (cancel the resting order, the incoming one carries on).
 */
export function prepareNodejsOrderBook(stream: CommandStream): PreparedRun {
  const book = new OrderBook();
  const toOptions = (
    op: StreamOp,
  ): { kind: number; arg: LimitOrderOptions | MarketOrderOptions | string } => {
    switch (op.kind) {
      case 'limit':
        return {
          kind: LIMIT,
          arg: {
            id: op.id,
            side: op.side === 'buy' ? Side.BUY : Side.SELL,
            size: op.quantity,
            price: op.price,
            accountId: op.owner,
            stpMode: SelfTradePreventionMode.EXPIRE_MAKER,
          },
        };
      case 'market':
        return {
          kind: MARKET,
          arg: {
            side: op.side === 'buy' ? Side.BUY : Side.SELL,
            size: op.quantity,
            accountId: op.owner,
            stpMode: SelfTradePreventionMode.EXPIRE_MAKER,
          },
        };
      case 'cancel':
        return { kind: CANCEL, arg: op.id };
      default: {
        const unreachable: never = op;
        throw new Error(`unknown op ${JSON.stringify(unreachable)}`);
      }
    }
  };
  for (const op of stream.prefill) book.limit(toOptions(op).arg as LimitOrderOptions);
  const prepared = stream.operations.map(toOptions);
  const kinds = Uint8Array.from(prepared, (item) => item.kind);
  const args = prepared.map((item) => item.arg);
  const step = (index: number) => {
    switch (kinds[index]) {
      case LIMIT:
        book.limit(args[index] as LimitOrderOptions);
        break;
      case MARKET:
        book.market(args[index] as MarketOrderOptions);
        break;
      default:
        book.cancel(args[index] as string);
    }
  };
  return {
    name: 'nodejs-order-book',
    run: (latencies) => timed(args.length, latencies, step),
    levels: () => {
      const [asks, bids] = book.depth();
      return { bids, asks };
    },
  };
}
