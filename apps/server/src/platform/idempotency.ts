import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Clock, dateOf } from './clock.ts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse } from './idempotency-repo.ts';
import { sha256 } from './ids.ts';

/**
 * Idempotency-Key on money-moving POSTs (ARCHITECTURE.md section 3). The key row is claimed in the SAME
 * transaction as the work it guards, so it exists exactly when the money moved: a crash in between leaves
 * neither, a retry then simply runs again. A replay (same user, key, route and request) answers the first
 * response and moves nothing; the same key with another request is IDEMPOTENCY_KEY_REUSED (409). Failed
 * requests are not remembered: they moved nothing, and a retry after e.g. a deposit may succeed.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a replayed answer, as Stripe does, so a client can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** A retry later than this is a new request with a recycled key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Printable ASCII without spaces; a UUID fits easily. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyClaim = { userId: string; key: string; route: string; requestHash: string };

/** JSON with object keys sorted, so that the same body hashes the same however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The parsed body without the named top-level fields. */
function bodyWithout(body: unknown, unhashed: readonly string[]): unknown {
  if (unhashed.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !unhashed.includes(name)));
}

/**
 * The request's claim, or null without the header. The hash covers method, URL (path and query) and the
 * parsed body; the route is the pattern ("POST /api/uniapp/trading/spot/orders/limit"). `unhashed` names
 * body fields that a retry of the same request may carry changed (a figure the person confirmed again
 * after a lost answer): left out of the hash, they replay the first answer instead of IDEMPOTENCY_KEY_REUSED.
 */
export function idempotencyClaimOf(
  request: FastifyRequest,
  userId: string,
  unhashed: readonly string[] = [],
): IdempotencyClaim | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError('VALIDATION_FAILED', undefined, { [IDEMPOTENCY_HEADER]: ['validation.invalid'] });
  }
  return {
    userId,
    key: header,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: sha256(
      canonicalJson({
        method: request.method,
        url: request.url,
        body: bodyWithout(request.body ?? null, unhashed),
      }),
    ),
  };
}

export type IdempotentOutcome<T> = { value: T; replayed: boolean };

/**
 * Runs `work` in a transaction guarded by the claim (or plainly, without one). `work` must do all its
 * writes through `trx` and return a JSON value: that value is stored and replayed.
 */
export async function runIdempotent<T>(
  deps: { db: Db; clock: Clock },
  claim: IdempotencyClaim | null,
  work: (trx: Db) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  return deps.db.transaction().execute(async (trx) => {
    if (!claim) return { value: await work(trx), replayed: false };
    const at = dateOf(deps.clock);
    const fresh = await claimIdempotencyKey(trx, claim, at, dateOf(deps.clock, -IDEMPOTENCY_TTL_MS));
    if (!fresh) {
      const stored = await findIdempotencyKey(trx, claim.userId, claim.key);
      if (!stored || stored.route !== claim.route || stored.requestHash !== claim.requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      }
      if (stored.response === null) throw new Error('idempotency key committed without a response');
      return { value: JSON.parse(stored.response) as T, replayed: true };
    }
    const value = await work(trx);
    await storeIdempotentResponse(trx, claim.userId, claim.key, JSON.stringify(value ?? null));
    return { value, replayed: false };
  });
}

/** For a route handler: the claim from the request, the replay header on the reply. */
export async function idempotentReply<T>(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const outcome = await runIdempotent(deps, idempotencyClaimOf(request, userId), work);
  if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
  return outcome.value;
}
