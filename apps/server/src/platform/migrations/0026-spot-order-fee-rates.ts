import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.ts';

/**
 * Each spot order keeps the maker and taker rates in force when it was placed: its fills are charged at
 * these, never at the pair's rates of the moment, so a fee change cannot alter what a resting order pays
 * (nor outgrow what a resting buy froze for its fees), and the books rebuilt after a restart keep them.
 *
 * Orders placed before this migration did not record their rates, and nothing records what they were.
 * Open ones get them here, once, rather than falling back to the pair's rates at each fill: a fallback
 * would leave those orders' fees in an operator's hands for as long as they rest, the defect this fixes.
 * They get the pair's rates now (what they would have paid had they filled just before this migration),
 * except that a resting buy never gets more than its remaining freeze covers: that freeze was taken at
 * the higher of the rates when it was placed, so a raise since then would otherwise leave every sell that
 * meets it failing. The cap is what the remaining freeze covers beyond the remaining notional (price x
 * unfilled quantity), cut down to 18 decimals by `div`, which truncates without rounding: at that rate the
 * rest of the order never costs more than is still frozen.
 *
 * An open order whose pair has no instruments row (a pair taken out of the catalog while orders rested on it)
 * has no pair's rates to take, and the constraint below would refuse to be added for it, so the server could
 * not start. It gets 0 for both. Such an order cannot trade while its pair is unlisted (spot finds no book for
 * a symbol without an instrument, and skips it when rebuilding the books), and if the pair is listed again it
 * trades free: 0 is the one rate that can neither take more than the owner agreed to nor outgrow a buy's
 * freeze (which always covers the notional). Any other guess could do one or the other; forgoing the fees of
 * a few orders is the cheaper mistake.
 *
 * Orders already closed keep null rates: they never trade again, and a rate they were not charged at would
 * be a false record (their fees are in `fee` and in spot_trades).
 */
export const spotOrderFeeRatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `ALTER TABLE spot_orders
        ADD COLUMN maker_fee_rate numeric(36, 18) CHECK (maker_fee_rate >= 0 AND maker_fee_rate < 1),
        ADD COLUMN taker_fee_rate numeric(36, 18) CHECK (taker_fee_rate >= 0 AND taker_fee_rate < 1)`,
      `WITH legacy AS (
        SELECT o.id, o.side, COALESCE(i.maker_fee_rate, 0) AS maker_fee_rate,
          COALESCE(i.taker_fee_rate, 0) AS taker_fee_rate,
          div(
            (o.frozen_remaining - o.price * (o.quantity - o.filled_quantity)) * 1e18,
            o.price * (o.quantity - o.filled_quantity)
          ) * 1e-18 AS frozen_rate
        FROM spot_orders AS o LEFT JOIN instruments AS i ON i.symbol = o.symbol
        WHERE o.open
      )
      UPDATE spot_orders AS o SET
        maker_fee_rate = CASE WHEN l.side = 'buy' THEN LEAST(l.maker_fee_rate, l.frozen_rate)
          ELSE l.maker_fee_rate END,
        taker_fee_rate = CASE WHEN l.side = 'buy' THEN LEAST(l.taker_fee_rate, l.frozen_rate)
          ELSE l.taker_fee_rate END
      FROM legacy AS l
      WHERE o.id = l.id`,
      `ALTER TABLE spot_orders ADD CONSTRAINT spot_orders_open_fee_rates
        CHECK (NOT open OR (maker_fee_rate IS NOT NULL AND taker_fee_rate IS NOT NULL))`,
    ]);
  },
};
