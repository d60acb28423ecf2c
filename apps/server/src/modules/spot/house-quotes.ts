import type { Clock } from '../../platform/clock.ts';
import { HouseQuotePacing, type PacingLog } from './house-quote-pacing.ts';
import type { HouseQuote, QuoteSink } from './quote-sink.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotWriter } from './spot-writer.ts';

type Deps = { books: SpotBooks; writer: SpotWriter; clock: Clock; log: PacingLog };

/**
 * The liquidity maker's way into the books: its quotes replace its earlier ones, in the writer. Re-quotes
 * are paced per pair after failures (house-quote-pacing.ts); pulls are not.
 */
export function createHouseQuotes({ books, writer, clock, log }: Deps): QuoteSink {
  const pacing = new HouseQuotePacing(clock, log);

  const replace = async (symbol: string, quotes: readonly HouseQuote[]): Promise<void> => {
    const desk = books.deskOf(symbol);
    await writer.inWriter(desk, async (context) => {
      const commands = desk.houseCommands(quotes);
      if (commands.length === 0) return { value: true, effects: null };
      return desk.execute<boolean>(context, {
        taker: null,
        commands: () => commands,
        answer: async () => true,
      });
    });
  };

  return {
    async replaceQuotes(symbol, quotes) {
      // Another process hosts the books: its own maker quotes there.
      if (!books.hostingNow()) return true;
      // A pull only withdraws, so it cannot meet what makes a re-quote fail (a trade), and the house must
      // leave a closed or stale market at once: never held back.
      if (quotes.length === 0) {
        await replace(symbol, quotes);
        return true;
      }
      if (!pacing.start(symbol)) return false;
      try {
        await replace(symbol, quotes);
      } catch (error) {
        pacing.failed(symbol, error);
        return false;
      }
      pacing.succeeded(symbol);
      return true;
    },
  };
}
