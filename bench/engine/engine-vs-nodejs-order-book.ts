/**
 * The matching engine against nodejs-order-book on one deterministic command stream, in one process.
 * Run: node --import tsx bench/engine/engine-vs-nodejs-order-book.ts
 */
import { cpus } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { generateStream } from './command-stream.ts';
import { summarize } from './latency-summary.ts';
import { type PreparedRun, prepareHalcyon, prepareNodejsOrderBook } from './runners.ts';

const SEED = 20_240_601;
const BOOK_SIZES = [1_000, 5_000, 10_000];
const OPERATIONS = 100_000;
/** Throughput rounds per engine and size, alternating which engine goes first; the median is reported. */
const ROUNDS = 3;
const engines = [prepareHalcyon, prepareNodejsOrderBook];

interface Row {
  resting: number;
  engine: string;
  opsPerSecond: number;
  opsPerCpuSecond: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Same stream, same rules: both books must end level for level identical. Returns that book's level counts. */
function assertSameBooks(runs: PreparedRun[]): string {
  const [first, ...others] = runs.map((run) => run.levels());
  for (const other of others) {
    if (!isDeepStrictEqual(first, other)) throw new Error('the two engines ended with different books');
  }
  return `${first?.bids.length ?? 0} bid and ${first?.asks.length ?? 0} ask levels at the end`;
}

function warmUp(): void {
  const stream = generateStream(SEED - 1, 2_000, 30_000);
  for (let round = 0; round < 3; round += 1) {
    for (const prepare of engines) {
      prepare(stream).run(null);
      prepare(stream).run(new Float64Array(stream.operations.length));
    }
  }
}

function measure(resting: number): Row[] {
  const stream = generateStream(SEED + resting, resting, OPERATIONS);
  const counts = new Map<string, number>();
  for (const op of stream.operations) counts.set(op.kind, (counts.get(op.kind) ?? 0) + 1);
  console.log(`  ${resting} resting: ${[...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);

  const elapsed = engines.map(() => [] as number[]);
  const cpu = engines.map(() => [] as number[]);
  let shape = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const runs: PreparedRun[] = [];
    for (const which of order) {
      const run = (engines[which] as (typeof engines)[number])(stream);
      const timing = run.run(null);
      elapsed[which]?.push(timing.wallNs);
      cpu[which]?.push(timing.cpuNs);
      runs.push(run);
    }
    shape = assertSameBooks(runs);
  }
  console.log(`    identical books after every round, ${shape}`);
  return engines.map((prepare, which) => {
    const run = prepare(stream);
    const latencies = new Float64Array(stream.operations.length);
    run.run(latencies);
    const latency = summarize(latencies);
    return {
      resting,
      engine: run.name,
      opsPerSecond: OPERATIONS / (median(elapsed[which] ?? []) / 1e9),
      opsPerCpuSecond: OPERATIONS / (median(cpu[which] ?? []) / 1e9),
      ...latency,
    };
  });
}

function formatTable(rows: Row[]): string {
  const micro = (ns: number) => (ns / 1000).toFixed(2);
  const header = ['resting', 'engine', 'ops/s', 'ops/CPU-s', 'p50 µs', 'p99 µs', 'p99.9 µs', 'max µs'];
  const lines = rows.map((row) => [
    String(row.resting),
    row.engine,
    Math.round(row.opsPerSecond).toLocaleString('en-US'),
    Math.round(row.opsPerCpuSecond).toLocaleString('en-US'),
    micro(row.p50),
    micro(row.p99),
    micro(row.p999),
    micro(row.max),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

const started = Date.now();
console.log(`node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}`);
console.log(
  `stream: seed ${SEED}, ${OPERATIONS.toLocaleString('en-US')} timed operations per book size, median of ${ROUNDS} rounds`,
);
warmUp();
const rows = BOOK_SIZES.flatMap(measure);
console.log('');
console.log(formatTable(rows));
console.log('');
for (const resting of BOOK_SIZES) {
  const [ours, theirs] = rows.filter((row) => row.resting === resting);
  if (ours !== undefined && theirs !== undefined) {
    console.log(
      `  ${resting} resting: @halcyon/engine is ${(ours.opsPerSecond / theirs.opsPerSecond).toFixed(2)}x the throughput of nodejs-order-book (${(ours.opsPerCpuSecond / theirs.opsPerCpuSecond).toFixed(2)}x per CPU second)`,
    );
  }
}
console.log(`  books identical after every run; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
