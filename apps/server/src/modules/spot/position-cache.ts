/** A cost basis as the database holds it: the texts read from or written to its row. */
export type CommittedBasis = { quantity: string; total: string };

/** Positions kept at most: the most recently used; a forgotten one is read from the database again. */
const DEFAULT_LIMIT = 10_000;

/**
 * The spot writer's memory of the cost bases its batches committed, by `${userId}\n${currency}`, so that a
 * batch reads from the database only the positions this process has not written lately. Only the spot
 * writer changes positions, one batch at a time, and its writes compare and set: a basis that changed
 * behind this memory (another process hosted the books meanwhile) makes the batch's statement write fewer
 * rows than expected, the batch fails, and the writer forgets everything before it retries. Bases are
 * remembered only once their batch committed, so a batch that rolled back leaves what was true.
 */
export class PositionCache {
  private readonly bases = new Map<string, CommittedBasis>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  get(key: string): CommittedBasis | undefined {
    const basis = this.bases.get(key);
    if (basis) this.touch(key, basis);
    return basis;
  }

  /** Remembers what a committed batch left; beyond the limit, the least recently used go. */
  remember(committed: ReadonlyMap<string, CommittedBasis>): void {
    for (const [key, basis] of committed) this.touch(key, basis);
    for (const key of this.bases.keys()) {
      if (this.bases.size <= this.limit) break;
      this.bases.delete(key);
    }
  }

  forget(): void {
    this.bases.clear();
  }

  get size(): number {
    return this.bases.size;
  }

  /** A Map iterates in insertion order: re-inserting moves the key to the most recent end. */
  private touch(key: string, basis: CommittedBasis): void {
    this.bases.delete(key);
    this.bases.set(key, basis);
  }
}
