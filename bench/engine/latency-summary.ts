export interface LatencySummary {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

/** Nearest-rank percentiles of per-operation latencies in nanoseconds. */
export function summarize(samples: Float64Array): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: sorted[sorted.length - 1] ?? Number.NaN };
}
