import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlankDatabase, backends } from '../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, openPostgres } from './db.ts';
import { MAX_COUNTED, MAX_NAMED, MAX_TEXT_LENGTH, PREPARE_AFTER, StatementCache } from './statement-cache.ts';

describe('StatementCache', () => {
  it('names a text from its PREPARE_AFTER-th use on, always the same name', () => {
    const cache = new StatementCache();
    for (let use = 1; use < PREPARE_AFTER; use += 1) expect(cache.nameFor('select $1')).toBeNull();
    const name = cache.nameFor('select $1');
    expect(name).toMatch(/^halcyon_\d+$/);
    expect(cache.nameFor('select $1')).toBe(name);
    expect(cache.nameFor('select $2')).toBeNull();
  });

  it('names at most MAX_NAMED texts, so texts that vary cannot grow without end', () => {
    const cache = new StatementCache();
    const named = new Set<string>();
    for (let text = 0; text < MAX_NAMED + 10; text += 1) {
      for (let use = 0; use < PREPARE_AFTER; use += 1) {
        const name = cache.nameFor(`select ${text}`);
        if (name !== null) named.add(name);
      }
    }
    expect(named.size).toBe(MAX_NAMED);
    expect(cache.nameFor(`select ${MAX_NAMED + 1}`)).toBeNull();
  });

  it('never names a text longer than MAX_TEXT_LENGTH', () => {
    const cache = new StatementCache();
    const long = `select ${'1'.repeat(MAX_TEXT_LENGTH)}`;
    for (let use = 0; use < PREPARE_AFTER * 2; use += 1) expect(cache.nameFor(long)).toBeNull();
  });

  it('counts at most MAX_COUNTED texts at once, then afresh: a text first sent late is still named', () => {
    const cache = new StatementCache();
    const sendTwice = (text: string) => {
      for (let use = 1; use < PREPARE_AFTER; use += 1) expect(cache.nameFor(text)).toBeNull();
    };
    sendTwice('select early');
    for (let text = 0; text < MAX_COUNTED; text += 1) cache.nameFor(`select ${text}`);
    // The counts were dropped when the map filled: the early text starts over.
    sendTwice('select early');
    expect(cache.nameFor('select early')).not.toBeNull();
    sendTwice('select late');
    expect(cache.nameFor('select late')).not.toBeNull();
  });

  it('after forget, counts the text again and gives it a new name', () => {
    const cache = new StatementCache();
    for (let use = 1; use < PREPARE_AFTER; use += 1) cache.nameFor('select $1');
    const first = cache.nameFor('select $1');
    cache.forget('select $1');
    for (let use = 1; use < PREPARE_AFTER; use += 1) expect(cache.nameFor('select $1')).toBeNull();
    const second = cache.nameFor('select $1');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});

const postgres = backends.filter((backend) => backend.name === 'postgres');

describe.each(postgres)('repeated statements on PostgreSQL', (backend) => {
  let blank: BlankDatabase;
  /** One connection, so every statement below meets the names the ones before it prepared. */
  let one: DatabaseHandle;

  beforeAll(async () => {
    blank = await backend.openBlank();
    if (!blank.url) throw new Error('a PostgreSQL test database has a URL');
    one = openPostgres(blank.url, { max: 1 });
  });

  afterAll(async () => {
    await one?.close();
    await blank?.dispose();
  });

  /** The statements this connection has prepared (a query without parameters: never prepared itself). */
  async function preparedTexts(): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements order by prepare_time`.execute(one.db);
    return rows.map((row) => row.statement);
  }

  it('prepares a statement sent PREPARE_AFTER times, and its answers stay right', async () => {
    const sums: number[] = [];
    for (let use = 1; use <= PREPARE_AFTER + 2; use += 1) {
      const { rows } = await sql<{ sum: number }>`select ${use}::int + 1 as sum`.execute(one.db);
      sums.push(Number(rows[0]?.sum));
      if (use === PREPARE_AFTER - 1) expect(await preparedTexts()).toEqual([]);
    }
    expect(sums).toEqual([2, 3, 4, 5, 6]);
    expect(await preparedTexts()).toEqual(['select $1::int + 1 as sum']);
  });

  it("plans every call afresh (custom plans): a generic plan would keep a young table's plan", async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(one.db);
    expect(rows[0]?.plan_cache_mode).toBe('force_custom_plan');
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=off', async () => {
    const unprepared = openDatabase({
      databaseUrl: blank.url,
      dataDir: 'unused with a URL',
      databasePreparedStatements: false,
    });
    try {
      for (let use = 1; use <= PREPARE_AFTER + 2; use += 1) {
        await sql`select ${use}::int * 2 as twice`.execute(unprepared.db);
      }
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pg_prepared_statements`.execute(unprepared.db);
      expect(rows[0]?.count).toBe(0);
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(unprepared.db);
      expect(mode.rows[0]?.plan_cache_mode).toBe('auto');
    } finally {
      await unprepared.close();
    }
  });

  it('a statement whose table changed shape fails once, then is parsed afresh', async () => {
    await sql`create table shapes (a int)`.execute(one.db);
    await sql`insert into shapes values (1)`.execute(one.db);
    const read = () => sql<{ a: number }>`select * from shapes where a = ${1}`.execute(one.db);
    for (let use = 1; use <= PREPARE_AFTER + 1; use += 1) await read();
    expect(await preparedTexts()).toContain('select * from shapes where a = $1');
    // Another process's migration: the prepared plan's result type no longer holds.
    await sql`alter table shapes add column b int`.execute(one.db);
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    const { rows } = await read();
    expect(rows).toEqual([{ a: 1, b: null }]);
  });
});
