/**
 * Where a websocket connection's heap goes: the app with no clients, then with N `tickers` subscribers
 * (clients in bench/ws-fanout-clients.ts, a child process), a heap snapshot of each, and per constructor
 * the objects and self bytes added per connection (largest first).
 *
 *   node --import tsx bench/ws-heap-probe.ts [--subscribers 1000] [--out /tmp]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startWsBenchApp } from './ws-bench-app.ts';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    out: { type: 'string', default: os.tmpdir() },
  },
});
const COUNT = Number(values.subscribers);

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};

/** Per "type:name" (constructor name for objects): count and self size. */
function tally(file: string): Map<string, { count: number; size: number }> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const result = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < data.nodes.length; i += width) {
    const type = types[data.nodes[i + typeAt] as number] ?? '?';
    let name = data.strings[data.nodes[i + nameAt] as number] ?? '?';
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '';
    if (name.length > 60) name = `${name.slice(0, 60)}…`;
    const key = `${type}:${name}`;
    const entry = result.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += data.nodes[i + sizeAt] as number;
    result.set(key, entry);
  }
  return result;
}

function request(child: ChildProcess, command: unknown, event: string): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (message: { event: string }) => {
      if (message.event !== event) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send(command as object);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const { app, url, stop } = await startWsBenchApp('halcyon-ws-heap-');
  const child = fork(path.join(import.meta.dirname, 'ws-fanout-clients.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  // One connection first, so that what every connection shares (code, caches) is in both snapshots.
  await request(child, { cmd: 'connect', url, count: 1, channel: 'tickers' }, 'connected');
  await sleep(500);
  gc();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const before = v8.writeHeapSnapshot(path.join(values.out, 'ws-heap-before.heapsnapshot'));
  await request(child, { cmd: 'connect', url, count: COUNT, channel: 'tickers' }, 'connected');
  await sleep(1_000);
  gc();
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  const after = v8.writeHeapSnapshot(path.join(values.out, 'ws-heap-after.heapsnapshot'));
  const connections = app.realtimeHub.counts().subscriptions - 1;

  const a = tally(before);
  const b = tally(after);
  const rows = [...b.entries()]
    .map(([key, { count, size }]) => {
      const was = a.get(key) ?? { count: 0, size: 0 };
      return {
        key,
        'objects/conn': Number(((count - was.count) / connections).toFixed(2)),
        'bytes/conn': Math.round((size - was.size) / connections),
      };
    })
    .filter((row) => Math.abs(row['bytes/conn']) >= 8)
    .sort((x, y) => y['bytes/conn'] - x['bytes/conn']);
  const total = rows.reduce((sum, row) => sum + row['bytes/conn'], 0);
  console.table(rows.slice(0, 60));
  console.log(
    `${connections} connections: heapUsed ${((heapAfter - heapBefore) / connections / 1024).toFixed(2)} KiB/conn, snapshot delta (rows >= 8 B) ${(total / 1024).toFixed(2)} KiB/conn; snapshots ${before}, ${after}`,
  );
  child.kill();
  await stop();
}

await main();
