import { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';

/**
 * PGlite answers a query on the turn of the event loop that asked it, so parallel requests each run from
 * one query to the next with no other request in between, where a server over a socket lets them all in:
 * a race between reading a count and writing it stays hidden on PGlite. For the rest of the test each
 * answer waits for a later turn, as one from a server would (restoreMocks puts the real query back).
 * Queries inside a transaction go to its own object and are left as they are.
 */
export function answerQueriesLater(): void {
  const real = PGlite.prototype.query;
  vi.spyOn(PGlite.prototype, 'query').mockImplementation(async function (
    this: PGlite,
    ...args: Parameters<PGlite['query']>
  ) {
    await new Promise((resolve) => setImmediate(resolve));
    return real.apply(this, args);
  });
}
