import { type UserEvent, userEvent } from '@halcyon/api';
import type { Bus } from './bus.ts';

/**
 * The private `user` websocket channel's source. Money modules publish after their transaction commits
 * (never before: a rolled-back change must not be announced); the realtime module delivers each event
 * to the connections authenticated as that user, in this process or another one (Redis bus).
 */
export const USER_EVENTS_TOPIC = 'user-events';

export type UserEventEnvelope = { userId: string; event: UserEvent };

export function publishUserEvent(bus: Bus, userId: string, event: UserEvent): Promise<void> {
  return bus.publish(USER_EVENTS_TOPIC, { userId, event } satisfies UserEventEnvelope);
}

/**
 * Envelopes that fail validation (another version of the server on the bus) are dropped. `listens` says
 * whether this process has anyone to give a user's events to: the others are dropped before they are
 * validated (a schema parse per event was about 3 % of what the server allocated per spot order).
 */
export function subscribeUserEvents(
  bus: Bus,
  handler: (envelope: UserEventEnvelope) => void,
  listens: (userId: string) => boolean = () => true,
): () => void {
  return bus.subscribe(USER_EVENTS_TOPIC, (payload) => {
    if (typeof payload !== 'object' || payload === null) return;
    const { userId, event } = payload as { userId?: unknown; event?: unknown };
    if (typeof userId !== 'string' || !listens(userId)) return;
    const parsed = userEvent.safeParse(event);
    if (parsed.success) handler({ userId, event: parsed.data });
  });
}
