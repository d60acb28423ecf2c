import type { QueryResult } from 'kysely';
import pg from 'pg';
import { vi } from 'vitest';
import type { Db } from '../src/platform/db.ts';

type Run = () => Promise<QueryResult<unknown>>;
type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Puts `around` around every statement run on `db` outside a transaction, on either backend: it gets the
 * SQL text and the real call, and answers what the statement answers. The connection is given back when
 * the real call answers, so holding an answer there holds nobody else's statement (even PGlite's one
 * connection), as a slow network would. Put back after the test (restoreMocks).
 */
export function aroundQueries(db: Db, around: (sqlText: string, run: Run) => Promise<QueryResult<unknown>>) {
  const executor = db.getExecutor();
  const real = executor.executeQuery.bind(executor);
  vi.spyOn(executor, 'executeQuery').mockImplementation((query, options) =>
    around(query.sql, () => real(query, options)),
  );
}

/** Whether a statement is the read of a session by its access token (every authenticated request's). */
export const readsSessionByToken = (sqlText: string) =>
  /from "sessions"/.test(sqlText) && /"access_hash" =/.test(sqlText);

/**
 * On PostgreSQL, holds every COMMIT until the promises `pending()` lists at that moment have settled: work
 * started before a transaction commits then runs beside it, as it may in production. PGlite has one
 * connection, so there nothing runs beside a transaction and nothing is held.
 */
export function commitsWaitFor(pending: () => ReadonlyArray<Promise<unknown>>): void {
  const prototype = pg.Client.prototype as unknown as Queryable;
  const real = prototype.query;
  vi.spyOn(prototype, 'query').mockImplementation(async function (this: unknown, ...args: unknown[]) {
    if (typeof args[0] === 'string' && args[0].toLowerCase() === 'commit')
      await Promise.allSettled(pending());
    return real.apply(this, args);
  });
}
