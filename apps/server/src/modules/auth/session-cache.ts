import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { createRefusedTokens } from './refused-tokens.ts';
import type { SessionState } from './session-repo.ts';

/** How long a session read from the database answers requests before it is read again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions held at most; the oldest entry goes first when a new one would exceed it. */
export const SESSION_CACHE_MAX = 20_000;
/** Carries revocations to every process: one session, or every session of a user. */
export const SESSION_REVOKED_TOPIC = 'auth.sessions.revoked';

/**
 * One session (or only its access token, `rotated` by a refresh: the session goes on), or every session of
 * a user but `kept` (the one that signed the others out).
 */
type Revocation = { sessionId: string; rotated?: true } | { userId: string; kept?: string };

function revocationOf(payload: unknown): Revocation | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sessionId, userId, kept, rotated } = payload as Record<string, unknown>;
  if (typeof sessionId === 'string') return rotated === true ? { sessionId, rotated } : { sessionId };
  if (typeof userId === 'string') return typeof kept === 'string' ? { userId, kept } : { userId };
  return null;
}

/** Calls `listener` with every revocation of any process; answers the unsubscribe. */
function onRevocations(bus: Bus, listener: (revocation: Revocation) => void): () => void {
  return bus.subscribe(SESSION_REVOKED_TOPIC, (payload) => {
    const revocation = revocationOf(payload);
    if (revocation) listener(revocation);
  });
}

/**
 * Calls `listener` with every session that ended, in any process (the user socket closes theirs): the
 * revocations but a refresh's rotation, after which the session goes on. Answers the unsubscribe.
 */
export function onSessionsRevoked(
  bus: Bus,
  listener: (ended: { sessionId: string } | { userId: string; kept?: string }) => void,
): () => void {
  return onRevocations(bus, (revocation) => {
    if (!('rotated' in revocation)) listener(revocation);
  });
}

type Entry = { state: SessionState; until: number };

/**
 * Access-token sessions kept in memory for a few seconds, so an authenticated request does not read the
 * sessions table; refused tokens are kept apart, as they were read, for a minute. Every revocation, once
 * committed, evicts here and is published on the bus, so the other processes evict too; a database read
 * that overlapped a revocation is not cached (the generation moved).
 */
export function createSessionCache({ bus, clock }: { bus: Bus; clock: Clock }) {
  const entries = new Map<string, Entry>();
  const refused = createRefusedTokens(clock);
  let generation = 0;

  const evict = (revocation: Revocation) => {
    generation += 1;
    for (const [hash, entry] of entries) {
      const hit =
        'userId' in revocation
          ? entry.state.userId === revocation.userId
          : entry.state.id === revocation.sessionId;
      if (hit) entries.delete(hash);
    }
  };
  onRevocations(bus, evict);

  /** The session under this access-token hash if read from the database within the TTL. */
  function get(accessHash: string): SessionState | undefined {
    const entry = entries.get(accessHash);
    if (!entry) return undefined;
    if (entry.until > clock.now()) return entry.state;
    entries.delete(accessHash);
    return undefined;
  }

  /** Stores a live session read from the database, unless a revocation happened since `readAt`. */
  function fill(accessHash: string, state: SessionState, readAt: number): void {
    if (readAt !== generation || state.revokedAt !== null) return;
    if (entries.size >= SESSION_CACHE_MAX) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(accessHash, { state, until: clock.now() + SESSION_CACHE_TTL_MS });
  }

  return {
    get,
    /** Taken before the database read that `fill` will store. */
    get generation() {
      return generation;
    },
    fill,
    /** The session of an access-token hash: from memory, or read (and kept). */
    async lookup(
      accessHash: string,
      read: (accessHash: string) => Promise<SessionState | undefined>,
    ): Promise<SessionState | undefined> {
      const cached = get(accessHash);
      if (cached) return cached;
      const refusedBefore = refused.recall(accessHash);
      if (refusedBefore) return refusedBefore.state;
      const readAt = generation;
      const session = await read(accessHash);
      if (session?.revokedAt === null) fill(accessHash, session, readAt);
      else refused.remember(accessHash, session);
      return session;
    },
    /**
     * A revocation that has committed: evicts here at once, then tells every process (this one included,
     * harmlessly) to evict too, and the user socket to close the sockets signed in under it.
     */
    async revoked(revocation: Revocation): Promise<void> {
      evict(revocation);
      await bus.publish(SESSION_REVOKED_TOPIC, revocation);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
