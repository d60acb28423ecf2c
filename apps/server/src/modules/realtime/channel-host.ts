import type { Clock } from '../../platform/clock.ts';
import type { ChannelHost, ChannelState, Subscriber } from './channel-kind.ts';
import { type DataFrame, dataFrame } from './wire.ts';

/**
 * The hub as its channel kinds see it: the frames and their sequence numbers. Each update is serialised
 * once per channel (see wire.ts); per subscriber only the sequence number is appended. Every subscription
 * starts with a snapshot (seq 1) and its updates follow with seq + 1 each; a subscriber that was skipped
 * (slow) sees a jump, which is its cue to unsubscribe and subscribe again: a fresh snapshot restarts it.
 */
export function createChannelHost({
  clock,
  log,
  channels,
  unsubscribe,
}: {
  clock: Clock;
  log: ChannelHost['log'];
  /** The hub's live channels by key, read (never changed) here. */
  channels: ReadonlyMap<string, ChannelState>;
  unsubscribe(subscriber: Subscriber, name: string): void;
}): ChannelHost {
  const frame = (type: 'snapshot' | 'update', state: ChannelState, data: unknown): DataFrame =>
    dataFrame(type, state.channel.name, clock.now(), data);

  return {
    now: () => clock.now(),
    log,
    channel: (key) => channels.get(key),
    isCurrent: (state, subscriber, entry) => channels.get(state.key)?.entries.get(subscriber) === entry,
    sendSnapshot(state, subscriber, entry, data) {
      entry.pending = false;
      entry.seq = 1;
      subscriber.send(frame('snapshot', state, data), entry.seq);
    },
    broadcast(state, data) {
      let built: DataFrame | undefined;
      for (const [subscriber, entry] of state.entries) {
        if (entry.pending) continue;
        built ??= frame('update', state, data);
        entry.seq += 1;
        subscriber.offer(built, entry.seq);
      }
    },
    offer(state, subscriber, entry, data) {
      entry.seq += 1;
      subscriber.offer(frame('update', state, data), entry.seq);
    },
    drop(state, subscriber) {
      unsubscribe(subscriber, state.channel.name);
      subscriber.dropped(state.channel.name);
    },
  };
}
