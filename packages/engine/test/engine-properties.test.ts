import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Command, type EngineEvent, MatchingEngine } from '../src/index.ts';
import { commandSequence, SYMBOLS } from './support/command-arbitrary.ts';
import { ShadowEngine } from './support/shadow-engine.ts';

function run(commands: readonly Command[]): EngineEvent[][] {
  const engine = new MatchingEngine();
  return commands.map((command) => engine.execute(command));
}

describe('MatchingEngine properties (random limit, market and cancel sequences across owners)', () => {
  it('follows price-time priority, never self-trades, never crosses, conserves every lot and quote budget', () => {
    fc.assert(
      fc.property(commandSequence(120), (commands) => {
        const engine = new MatchingEngine();
        const shadow = new ShadowEngine();
        for (const command of commands) {
          const before = engine.depth(SYMBOLS[0], 1_000);
          const events = engine.execute(command);
          shadow.apply(command, events);
          if (events[0]?.type === 'rejected') expect(engine.depth(SYMBOLS[0], 1_000)).toEqual(before);
          shadow.expectEngineAgrees(engine, SYMBOLS);
          shadow.expectConservation();
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives identical events when the same commands are replayed on a fresh engine', () => {
    fc.assert(
      fc.property(commandSequence(200), (commands) => {
        expect(run(commands)).toEqual(run(commands));
      }),
      { numRuns: 150 },
    );
  });

  it('numbers every non-rejected event once, in order, with no gaps', () => {
    fc.assert(
      fc.property(commandSequence(120), (commands) => {
        const sequences = run(commands)
          .flat()
          .flatMap((event) => (event.type === 'rejected' ? [] : [event.sequence]));
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      }),
      { numRuns: 150 },
    );
  });
});
