import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { backends } from '../../../test/test-database.ts';
import { HouseQuotePacing } from './house-quote-pacing.ts';
import { balance, expectCleanLedger, fundedTrader, limit, openMarkets, orderOf } from './spot-test-kit.ts';
import { SymbolDesk } from './symbol-desk.ts';

const STEP_MS = 250;

describe('house quote pacing', () => {
  const setup = () => {
    const clock = new FakeClock(Date.parse('2026-11-21T12:00:00Z'));
    const warnings: object[] = [];
    const notes: object[] = [];
    const pacing = new HouseQuotePacing(clock, {
      warn: (details) => warnings.push(details),
      info: (details) => notes.push(details),
    });
    const start = clock.now();
    /** Asks every 250 ms for `ms`; answers the seconds (since setup) at which an attempt was started. */
    const drive = (ms: number, outcome: 'fails' | 'succeeds'): number[] => {
      const started: number[] = [];
      for (let elapsed = 0; elapsed < ms; elapsed += STEP_MS) {
        if (pacing.start('BTC/USDT')) {
          started.push((clock.now() - start) / 1000);
          if (outcome === 'fails') pacing.failed('BTC/USDT', new Error('settlement failed'));
          else pacing.succeeded('BTC/USDT');
        }
        clock.advance(STEP_MS);
      }
      return started;
    };
    return { pacing, warnings, notes, drive };
  };

  it('waits 1 s after a failure, doubling to 60 s; logs each step once; a success ends the wait', () => {
    const { warnings, notes, drive } = setup();
    // Five minutes of asking four times a second: 1200 asks.
    expect(drive(300_000, 'fails')).toEqual([0, 1, 3, 7, 15, 31, 63, 123, 183, 243]);
    expect(warnings.map((warning) => (warning as { waitMs: number }).waitMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000,
    ]);
    expect(notes).toEqual([]);

    // The wait after the tenth failure ends at 303 s; from then on every ask is an attempt.
    const resumed = drive(10_000, 'succeeds');
    expect(resumed[0]).toBe(303);
    expect(resumed).toHaveLength(28);
    expect(notes).toEqual([{ symbol: 'BTC/USDT', failures: 10 }]);
  });

  it('runs one attempt of a pair at a time, and paces each pair on its own', () => {
    const { pacing } = setup();
    expect(pacing.start('BTC/USDT')).toBe(true);
    // A restore asked while the attempt is still unwinding is refused rather than run beside it.
    expect(pacing.start('BTC/USDT')).toBe(false);
    pacing.failed('BTC/USDT', new Error('settlement failed'));
    expect(pacing.start('BTC/USDT')).toBe(false);
    expect(pacing.start('ETH/USDT')).toBe(true);
    pacing.succeeded('ETH/USDT');
    expect(pacing.start('ETH/USDT')).toBe(true);
  });
});

/**
 * Every insert into spot_trades fails for the next `times` tries (counted in a sequence, which a rollback
 * does not undo): the house's re-quote through a resting bid then fails at each attempt. Bounded, so that a
 * loop without a pause ends by itself and the count shows it.
 */
async function refuseTrades(t: TestApp, times: number): Promise<{ stop(): Promise<void> }> {
  await sql.raw('CREATE SEQUENCE test_trade_tries').execute(t.db);
  await sql
    .raw(`CREATE FUNCTION test_refuse_trades() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('test_trade_tries') <= ${times} THEN RAISE EXCEPTION 'insert refused by test'; END IF;
        RETURN NEW;
      END $$`)
    .execute(t.db);
  await sql
    .raw(`CREATE TRIGGER test_refuse_trades BEFORE INSERT ON spot_trades
      FOR EACH ROW EXECUTE FUNCTION test_refuse_trades()`)
    .execute(t.db);
  return {
    async stop() {
      await sql.raw('DROP TRIGGER test_refuse_trades ON spot_trades').execute(t.db);
      await sql.raw('DROP FUNCTION test_refuse_trades()').execute(t.db);
      await sql.raw('DROP SEQUENCE test_trade_tries').execute(t.db);
    },
  };
}

describe.each(backends)('house re-quotes that keep failing ($name)', (backend) => {
  const t = useTestApp(backend);

  it('are paced (no longer rerun by each rebuild they cause), and resume at the normal rate after a success', async () => {
    await openMarkets(t);
    const alice = await fundedTrader(t, 'alice', { USDT: '1000' });
    const bid = orderOf(await limit(t, alice, { side: 'buy', price: '96000', quantity: '0.01' }));
    const attempts = vi.spyOn(SymbolDesk.prototype, 'houseCommands');
    const sink = t.app.spotService.quoteSink;
    /** The maker's re-quote, asked every 250 ms for `ms` as a ticker would: the ask meets Alice's bid. */
    const requote = async (ms: number): Promise<boolean[]> => {
      const answers: boolean[] = [];
      for (let elapsed = 0; elapsed < ms; elapsed += STEP_MS) {
        const quotes = [{ side: 'sell' as const, price: '95900', quantity: '0.5' }];
        // A sink that throws its failures (as before pacing) counts as not quoted, like one that answers false.
        answers.push(await sink.replaceQuotes('BTC/USDT', quotes).catch(() => false));
        t.clock.advance(STEP_MS);
      }
      return answers;
    };

    const refusal = await refuseTrades(t, 200);
    const whileFailing = await requote(120_000);
    // Each failed attempt rebuilt the book; no rebuild started another. Attempts at 0, 1, 3, 7, 15, 31, 63 s.
    expect(attempts).toHaveBeenCalledTimes(7);
    expect(whileFailing.filter(Boolean)).toEqual([]);
    await refusal.stop();
    expect(await balance(t, alice, 'USDT')).toEqual({ available: '39.04', frozen: '960.96' });

    // The wait after the seventh failure ends at 123 s; that attempt trades, and then every ask is one.
    attempts.mockClear();
    const afterwards = await requote(10_000);
    expect(afterwards.indexOf(true)).toBe(12);
    expect(afterwards.slice(12).every(Boolean)).toBe(true);
    expect(attempts).toHaveBeenCalledTimes(28);
    const history = await t.get(`/api/uniapp/trading/spot/orders/history`, { token: alice.token });
    expect(history.body).toMatchObject({ data: { items: [{ orderId: bid.orderId, status: 'filled' }] } });
    await expectCleanLedger(t);
  });
});
