import type { Clock } from '../../platform/clock.ts';
import type { SessionState } from './session-repo.ts';

/**
 * How long a refused access token (no such session, or one ended) is answered from memory: such a token
 * never becomes good (tokens are random, a revocation is final), so repeating it costs no database read.
 */
export const REFUSED_TTL_MS = 60_000;
/** Refused tokens held at most, apart from the sessions: a flood of bogus tokens cannot push those out. */
export const REFUSED_MAX = 10_000;

/** The session cache's memory of refused access tokens, as the database answered them, for a minute. */
export function createRefusedTokens(clock: Clock) {
  const refused = new Map<string, { state: SessionState | undefined; until: number }>();
  return {
    /** What the database answered for a refused token (nothing, or the ended session), if kept. */
    recall(accessHash: string): { state: SessionState | undefined } | undefined {
      const entry = refused.get(accessHash);
      if (!entry) return undefined;
      if (entry.until > clock.now()) return entry;
      refused.delete(accessHash);
      return undefined;
    },

    /** Keeps a refusal; the oldest goes first when the memory is full. */
    remember(accessHash: string, state: SessionState | undefined): void {
      if (refused.size >= REFUSED_MAX) {
        const oldest = refused.keys().next();
        if (!oldest.done) refused.delete(oldest.value);
      }
      refused.set(accessHash, { state, until: clock.now() + REFUSED_TTL_MS });
    },
  };
}
