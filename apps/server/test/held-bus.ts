import type { Bus } from '../src/platform/bus.ts';

export type Published = { topic: string; payload: unknown };

/**
 * A bus whose publishes are answered only when the test says so, as a slow Redis would answer them (or
 * refused, as an unreachable one would): shows what a caller sends before it waits for an answer.
 */
export function heldBus(answer: 'resolve' | 'reject' = 'resolve') {
  const sent: Published[] = [];
  const answers: (() => void)[] = [];
  const bus: Bus = {
    publish(topic, payload) {
      sent.push({ topic, payload });
      return new Promise<void>((resolve, reject) => {
        answers.push(() => (answer === 'resolve' ? resolve() : reject(new Error('redis is gone'))));
      });
    },
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
  const answerAll = () => {
    for (const send of answers.splice(0)) send();
  };
  return { bus, sent, answerAll };
}

/** Lets every reaction to what is already settled run: a caller awaiting one publish would stop here. */
export const settleMicrotasks = () => new Promise((resolve) => setImmediate(resolve));
