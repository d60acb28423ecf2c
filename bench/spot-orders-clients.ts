/**
 * The client side of bench/spot-orders.ts, in its own process (its own CPU share): N logged-in users, one
 * keep-alive connection each, placing limit orders back to back. A share of them cross the spread (they
 * trade with the house's quotes or with resting orders of other users) and the rest rest a few ticks inside
 * the spread, where the next crossing order of someone else takes them. Each user cancels its open orders
 * when it holds many, so nobody reaches the open-order limit; cancels are counted apart from placements.
 */
import http from 'node:http';
import Decimal from 'decimal.js';
import { seededRandom } from './engine/seeded-random.ts';

export type BenchPair = {
  symbol: string;
  tickSize: string;
  quantityPrecision: number;
  minQuantity: string;
  minNotional: string;
};

export type ClientsCommand =
  | {
      cmd: 'run';
      /** The server processes: client i talks to baseUrls[i % length] (round robin). */
      baseUrls: string[];
      tokens: string[];
      pairs: BenchPair[];
      warmupSeconds: number;
      seconds: number;
      /** Share of orders priced through the spread, 0..1. */
      crossShare: number;
    }
  | { cmd: 'exit' };

export type ClientsReport = {
  event: 'report';
  seconds: number;
  placed: number;
  /** Placements answered with anything but 200 and success, by code. */
  failed: Record<string, number>;
  /** Placement latencies in ms, sorted ascending (measure phase only). */
  latencies: number[];
  /** What the order answers said right away. */
  filledAtOnce: number;
  partiallyFilled: number;
  resting: number;
  cancelCalls: number;
  priceReads: number;
  /** CPU seconds this client process used in the measured window. */
  cpuSeconds: number;
};

const OPEN_ORDERS_BEFORE_CANCEL = 120;
const API = '/api/uniapp';

type Answer = { status: number; body: { success?: boolean; code?: string; data?: unknown } };

function call(
  agent: http.Agent,
  base: URL,
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: `${API}${path}`,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: { code: `NON_JSON ${text.slice(0, 80)}` } });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

async function run(command: Extract<ClientsCommand, { cmd: 'run' }>): Promise<ClientsReport> {
  const bases = command.baseUrls.map((url) => new URL(url));
  const base = bases[0];
  if (!base) throw new Error('no server to place orders with');
  const prices = new Map<string, Decimal>();
  const priceAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let priceReads = 0;

  const readPrices = async () => {
    const answer = await call(priceAgent, base, 'POST', '/trading/real-time-prices', undefined, {
      symbols: command.pairs.map((pair) => pair.symbol),
    });
    const data = answer.body.data as Record<string, { price: string }> | undefined;
    for (const pair of command.pairs) {
      const entry = data?.[pair.symbol] ?? data?.[pair.symbol.replace('/', '')];
      if (entry) prices.set(pair.symbol, new Decimal(entry.price));
    }
    priceReads += 1;
  };
  await readPrices();
  let stopped = false;
  // Prices move every second (simulator feed): follow them, so "resting" and "crossing" stay what they say.
  const priceLoop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await readPrices().catch(() => undefined);
    }
  })();

  const report: ClientsReport = {
    event: 'report',
    seconds: command.seconds,
    placed: 0,
    failed: {},
    latencies: [],
    filledAtOnce: 0,
    partiallyFilled: 0,
    resting: 0,
    cancelCalls: 0,
    priceReads: 0,
    cpuSeconds: 0,
  };
  let cpuFrom = process.cpuUsage();
  setTimeout(() => {
    cpuFrom = process.cpuUsage();
  }, command.warmupSeconds * 1_000);
  const started = performance.now();
  const measureFrom = started + command.warmupSeconds * 1_000;
  const endAt = measureFrom + command.seconds * 1_000;

  const client = async (index: number, token: string) => {
    const base = bases[index % bases.length] ?? bases[0] ?? new URL(command.baseUrls[0] ?? '');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // A deterministic generator per client, so runs place the same kind of orders.
    const next = seededRandom(index + 1);
    let open = 0;
    let sequence = 0;
    while (performance.now() < endAt) {
      if (open >= OPEN_ORDERS_BEFORE_CANCEL) {
        await call(agent, base, 'POST', '/trading/pending-orders/cancel', token, {});
        open = 0;
        report.cancelCalls += 1;
      }
      const pair = command.pairs[Math.floor(next() * command.pairs.length)];
      if (!pair) continue;
      const reference = prices.get(pair.symbol);
      if (!reference) continue;
      const tick = new Decimal(pair.tickSize);
      const lot = new Decimal(10).pow(-pair.quantityPrecision);
      const buy = next() < 0.5;
      const cross = next() < command.crossShare;
      // Crossing: 0.3 % through the price, deep enough to reach the house's first levels (or users' orders
      // resting there). Resting: 1 to 5 ticks inside the house's 2-tick spread or just behind it.
      const offset = cross ? reference.mul(0.003) : tick.mul(1 + Math.floor(next() * 5));
      const raw = buy === cross ? reference.add(offset) : reference.sub(offset);
      const price = (buy ? raw.div(tick).floor() : raw.div(tick).ceil()).mul(tick);
      if (price.lte(0)) continue;
      // 10 to 40 USDT an order, on the lot grid, at least the pair's minimum quantity and notional.
      const notional = Decimal.max(new Decimal(10 + Math.floor(next() * 30)), pair.minNotional);
      const quantity = Decimal.max(notional.div(price).div(lot).ceil().mul(lot), pair.minQuantity);
      sequence += 1;
      const body = {
        symbol: pair.symbol,
        side: buy ? 'buy' : 'sell',
        price: price.toFixed(),
        quantity: quantity.toFixed(),
        clientOrderId: `b${index}-${sequence}`,
      };
      const sent = performance.now();
      const answer = await call(agent, base, 'POST', '/trading/spot/orders/limit', token, body);
      const done = performance.now();
      if (sent < measureFrom) continue;
      if (answer.status === 200 && answer.body.success) {
        report.placed += 1;
        report.latencies.push(done - sent);
        const status = (answer.body.data as { status?: string } | undefined)?.status;
        if (status === 'filled') report.filledAtOnce += 1;
        else if (status === 'partially_filled') {
          report.partiallyFilled += 1;
          open += 1;
        } else {
          report.resting += 1;
          open += 1;
        }
      } else {
        const code = `${answer.status} ${answer.body.code ?? ''}`;
        report.failed[code] = (report.failed[code] ?? 0) + 1;
        if (answer.body.code === 'TOO_MANY_OPEN_ORDERS') open = OPEN_ORDERS_BEFORE_CANCEL;
      }
    }
    agent.destroy();
  };

  await Promise.all(command.tokens.map((token, index) => client(index, token)));
  stopped = true;
  await priceLoop;
  priceAgent.destroy();
  report.priceReads = priceReads;
  const cpu = process.cpuUsage(cpuFrom);
  report.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  report.seconds = (performance.now() - measureFrom) / 1_000;
  report.latencies.sort((a, b) => a - b);
  return report;
}

process.on('message', (command: ClientsCommand) => {
  switch (command.cmd) {
    case 'run':
      run(command).then(
        (report) => process.send?.(report),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
      return;
    case 'exit':
      process.exit(0);
      return;
    default:
      command satisfies never;
  }
});
