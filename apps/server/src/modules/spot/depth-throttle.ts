/**
 * At most one publish per interval per symbol, and only when the book changed: the first change goes out
 * at once, changes during the cool-down are folded into one publish at its end. Real timers, not the
 * Clock: this paces messages, it decides nothing.
 */
export class DepthThrottle {
  private readonly cooling = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly dirty = new Set<string>();
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly publish: (symbol: string) => void,
  ) {}

  changed(symbol: string): void {
    if (this.stopped) return;
    if (this.cooling.has(symbol)) {
      this.dirty.add(symbol);
      return;
    }
    this.publish(symbol);
    this.cool(symbol);
  }

  private cool(symbol: string): void {
    const timer = setTimeout(() => {
      this.cooling.delete(symbol);
      if (this.dirty.delete(symbol) && !this.stopped) {
        this.publish(symbol);
        this.cool(symbol);
      }
    }, this.intervalMs);
    timer.unref?.();
    this.cooling.set(symbol, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.cooling.values()) clearTimeout(timer);
    this.cooling.clear();
    this.dirty.clear();
  }
}
