/**
 * The subscriber side of bench/ws-fanout.ts, run as a child process so that the server process measures
 * only serving: it opens websocket connections, subscribes each to a channel, and measures the delivery
 * latency of every update (receipt time minus the server's `time` stamp; both processes read the same
 * system clock) and sequence gaps (skipped updates).
 */
import WebSocket from 'ws';
import { LatencyHistogram } from './latency-histogram.ts';

export type ClientCommand =
  | { cmd: 'connect'; url: string; count: number; channel: string }
  | { cmd: 'measure' }
  | { cmd: 'report' }
  | { cmd: 'close' };

export type ClientReport = {
  event: 'report';
  connections: number;
  latency: ReturnType<LatencyHistogram['summary']>;
  messages: number;
  bytes: number;
  gaps: number;
  seconds: number;
};

type ClientEvent =
  | { event: 'connected'; connections: number; ms: number }
  | ClientReport
  | { event: 'measuring' }
  | { event: 'closed' };

const sockets: WebSocket[] = [];
let histogram = new LatencyHistogram();
let messages = 0;
let bytes = 0;
let gaps = 0;
let measureStart = performance.now();
const STAMP = /"seq":(\d+),"time":(\d+)/;

function tell(event: ClientEvent): void {
  process.send?.(event);
}

function open(url: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let lastSeq = 0;
    ws.on('message', (data: Buffer) => {
      const now = Date.now();
      // Only the head is decoded: parsing whole payloads here would measure the client, not the server.
      const head = data.toString('latin1', 0, Math.min(data.length, 160));
      if (head.startsWith('{"type":"snapshot"')) {
        lastSeq = Number(STAMP.exec(head)?.[1] ?? 0);
        resolve(ws);
        return;
      }
      if (!head.startsWith('{"type":"update"')) return;
      const stamp = STAMP.exec(head);
      if (!stamp) return;
      const seq = Number(stamp[1]);
      if (seq !== lastSeq + 1) gaps += 1;
      lastSeq = seq;
      histogram.record(now - Number(stamp[2]));
      messages += 1;
      bytes += data.length;
    });
    ws.once('open', () => ws.send(JSON.stringify({ op: 'subscribe', channels: [channel] })));
    ws.once('error', reject);
    sockets.push(ws);
  });
}

async function connect(url: string, count: number, channel: string): Promise<void> {
  const started = performance.now();
  const batch = 100;
  for (let opened = 0; opened < count; opened += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - opened) }, () => open(url, channel)));
  }
  tell({ event: 'connected', connections: sockets.length, ms: Math.round(performance.now() - started) });
}

process.on('message', (command: ClientCommand) => {
  switch (command.cmd) {
    case 'connect':
      connect(command.url, command.count, command.channel).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
      return;
    case 'measure':
      histogram = new LatencyHistogram();
      messages = 0;
      bytes = 0;
      gaps = 0;
      measureStart = performance.now();
      tell({ event: 'measuring' });
      return;
    case 'report':
      tell({
        event: 'report',
        connections: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
        latency: histogram.summary(),
        messages,
        bytes,
        gaps,
        seconds: (performance.now() - measureStart) / 1000,
      });
      return;
    case 'close':
      for (const ws of sockets.splice(0)) ws.terminate();
      tell({ event: 'closed' });
      return;
    default:
      command satisfies never;
  }
});
