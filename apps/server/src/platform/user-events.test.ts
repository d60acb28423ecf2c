import { userEvent } from '@halcyon/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from './bus.ts';
import {
  publishUserEvent,
  subscribeUserEvents,
  USER_EVENTS_TOPIC,
  type UserEventEnvelope,
} from './user-events.ts';

const balance = {
  kind: 'balance',
  balance: { currency: 'USDT', available: '10', frozen: '0', time: 1_795_000_000_000 },
} as const;

describe('user events', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('validates and hands on the events of users someone listens for, and drops the others unparsed', async () => {
    const bus = createMemoryBus({ error: () => undefined });
    const heard: UserEventEnvelope[] = [];
    subscribeUserEvents(
      bus,
      (envelope) => heard.push(envelope),
      (userId) => userId === 'alice',
    );
    const parse = vi.spyOn(userEvent, 'safeParse');

    await publishUserEvent(bus, 'bob', balance);
    expect(parse).not.toHaveBeenCalled();
    await publishUserEvent(bus, 'alice', balance);
    // Another version of the server may put a shape on the bus that this one does not know.
    await bus.publish(USER_EVENTS_TOPIC, { userId: 'alice', event: { type: 'unknown-kind' } });

    expect(parse).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([{ userId: 'alice', event: balance }]);
  });
});
