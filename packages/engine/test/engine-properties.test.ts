import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Command, type EngineEvent, MatchingEngine } from '../src/index.ts';
import { commandSequence, SYMBOLS } from './support/command-arbitrary.ts';
import { ShadowEngine } from './support/shadow-engine.ts';

function run(commands: readonly Command[]): EngineEvent[][] {
  const engine = new MatchingEngine();
  return commands.map((command) => engine.execute(command));
}

/** Each property runs a few seconds on an idle 2-core machine; the margin is for a busy one. */
const PROPERTY_TIMEOUT_MS = 60_000;

describe('MatchingEngine properties (random limit, market and cancel sequences across owners)', () => {
  it.each([
    ['a narrow price band (crossing, queues at one price)', { min: 95, max: 105 }, 500],
    ['a wide price band (books of many levels, deep sweeps)', { min: 1, max: 400 }, 200],
  ])(
    'in %s: follows price-time priority, never self-trades, never crosses, conserves every lot and quote budget',
    (_band, prices, numRuns) => {
      fc.assert(
        fc.property(commandSequence(150, prices), (commands) => {
          const engine = new MatchingEngine();
          const shadow = new ShadowEngine();
          for (const command of commands) {
            const events = engine.execute(command);
            shadow.apply(command, events);
            shadow.expectEngineAgrees(engine, SYMBOLS);
            shadow.expectConservation();
          }
        }),
        { numRuns },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives identical events when the same commands are replayed on a fresh engine',
    () => {
      fc.assert(
        fc.property(commandSequence(200), (commands) => {
          expect(run(commands)).toEqual(run(commands));
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'numbers every non-rejected event once, in order, with no gaps',
    () => {
      fc.assert(
        fc.property(commandSequence(120), (commands) => {
          const sequences = run(commands)
            .flat()
            .flatMap((event) => (event.type === 'rejected' ? [] : [event.sequence]));
          expect(sequences).toEqual(sequences.map((_, index) => index + 1));
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
