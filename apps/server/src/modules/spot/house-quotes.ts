import type { QuoteSink } from './quote-sink.ts';
import type { SpotBooks } from './spot-books.ts';
import type { SpotWriter } from './spot-writer.ts';

/** The liquidity maker's way into the books: its quotes replace its earlier ones, in the writer. */
export function createHouseQuotes({ books, writer }: { books: SpotBooks; writer: SpotWriter }): QuoteSink {
  return {
    async replaceQuotes(symbol, quotes) {
      // Another process hosts the books: its own maker quotes there.
      if (!books.hostingNow()) return;
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
    },
  };
}
