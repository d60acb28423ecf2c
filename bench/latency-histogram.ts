/** Whole-millisecond latencies counted in buckets: a million samples cost 40 KB, percentiles are exact to 1 ms. */
export class LatencyHistogram {
  private readonly buckets: Uint32Array;
  count = 0;
  max = 0;
  private sum = 0;

  constructor(private readonly limitMs = 10_000) {
    this.buckets = new Uint32Array(limitMs + 1);
  }

  record(ms: number): void {
    const value = Math.max(0, Math.min(this.limitMs, Math.round(ms)));
    this.buckets[value] = (this.buckets[value] ?? 0) + 1;
    this.count += 1;
    this.sum += value;
    if (value > this.max) this.max = value;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      seen += this.buckets[ms] ?? 0;
      if (seen >= rank) return ms;
    }
    return this.limitMs;
  }

  mean(): number {
    return this.count === 0 ? Number.NaN : this.sum / this.count;
  }

  summary() {
    return {
      count: this.count,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p99: this.percentile(99),
      max: this.max,
      mean: Number(this.mean().toFixed(2)),
    };
  }
}
