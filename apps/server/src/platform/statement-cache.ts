import type { PoolClient, QueryConfig } from 'pg';

/**
 * Statements the server sends again and again go as named (prepared) statements, so PostgreSQL parses and
 * analyses each once per connection instead of on every call: about a tenth of its CPU per spot order went
 * there, mostly on the batch's one big statement (planning, another tenth, stays: see below). The policy
 * of pgJDBC's `prepareThreshold`: a text is named once it has been sent PREPARE_AFTER times, so one-off
 * statements cost nothing, and at most MAX_NAMED texts are named, so texts that vary (an IN list of any
 * length) cannot fill PostgreSQL's memory nor this process's. A statement without parameters stays on the
 * simple protocol (BEGIN, COMMIT, DDL).
 */
export const PREPARE_AFTER = 3;
export const MAX_NAMED = 256;
/** Texts counted towards PREPARE_AFTER at once; when full, the counts start afresh. */
export const MAX_COUNTED = 512;
/** A text longer than this (a VALUES list of hundreds of rows) is never counted nor named. */
export const MAX_TEXT_LENGTH = 16_384;

/**
 * SQLSTATEs of a named statement PostgreSQL no longer takes: a table it reads changed shape (a migration by
 * another process: "cached plan must not change result type"), or the statement is gone from the session
 * (DISCARD ALL, a pooler in transaction mode).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

export class StatementCache {
  readonly #seen = new Map<string, number>();
  readonly #names = new Map<string, string>();
  #issued = 0;

  /** The name to send `text` under, or null to send it unnamed this time. */
  nameFor(text: string): string | null {
    const name = this.#names.get(text);
    if (name !== undefined) return name;
    if (text.length > MAX_TEXT_LENGTH || this.#names.size >= MAX_NAMED) return null;
    const seen = (this.#seen.get(text) ?? 0) + 1;
    if (seen < PREPARE_AFTER) {
      // Bounds the memory texts sent once or twice hold (an IN list of every length), and lets a text
      // first sent after the map filled up still be named.
      if (!this.#seen.has(text) && this.#seen.size >= MAX_COUNTED) this.#seen.clear();
      this.#seen.set(text, seen);
      return null;
    }
    this.#seen.delete(text);
    this.#issued += 1;
    const named = `halcyon_${this.#issued}`;
    this.#names.set(text, named);
    return named;
  }

  /** Stops using the name of `text`: its next calls go unnamed, then under a new name, parsed afresh. */
  forget(text: string): void {
    this.#names.delete(text);
  }
}

const CUSTOM_PLANS = 'SET plan_cache_mode = force_custom_plan';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Makes a pooled client send the cache's repeated statements by name (call it on the pool's `connect`).
 * Kysely calls `query(text, values)` and awaits the promise; that call becomes
 * `query({ name, text, values })` and node-postgres prepares the name on the connection's first use of it.
 * The call a stale statement fails still fails (inside a transaction nothing can retry it), but the next
 * one is parsed afresh.
 *
 * The statements are still planned on every call (custom plans), only not parsed and analysed again. A
 * generic plan, PostgreSQL's choice after five calls, is made once per connection for arrays of ten keys
 * (the `unnest` joins of the batch statements) at the size the table has then, and kept as the table grows:
 * one planned on a young table hash-joined a sequential scan of it, for good (in an 8 s `bench:spot`,
 * spot_orders read 2.5 M rows in sequential scans, against 0.39 M with custom plans). The SET is queued
 * before any query the pool hands the client out for.
 */
export function prepareRepeatedStatements(client: PoolClient, cache: StatementCache): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  // A failure here is the connection's, and the query the client was taken for meets it too.
  (send(CUSTOM_PLANS) as Promise<unknown>).catch(() => undefined);
  const query = (...args: unknown[]): unknown => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
      return send(...args);
    }
    const name = cache.nameFor(text);
    if (name === null) return send(...args);
    const config: QueryConfig = { name, text, values };
    return (send(config) as Promise<unknown>).catch((error: unknown) => {
      if (STALE_STATEMENT.has(String(codeOf(error)))) cache.forget(text);
      throw error;
    });
  };
  client.query = query as PoolClient['query'];
}
