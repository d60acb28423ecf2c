import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fake-clock.ts';
import { createChannelHub } from './channel-hub.ts';
import {
  type ChannelDefinition,
  type ChannelRuntime,
  privateChannelKey,
  type Subscriber,
} from './channel-kind.ts';
import { frameText } from './wire.ts';

/** A kind the way a new module would add one: a private inbox per principal, fed by `publish`. */
type InboxChannel = { kind: 'inbox'; name: 'inbox' };
type InboxRuntime = ChannelRuntime<InboxChannel> & { publish(principal: string, data: unknown): void };
const ended: string[] = [];
const inboxChannel: ChannelDefinition<InboxChannel, Record<string, never>, InboxRuntime> = {
  kind: 'inbox',
  needsAuth: true,
  parse: (parts) => (parts.length === 1 ? { kind: 'inbox', name: 'inbox' } : undefined),
  create: (host) => ({
    snapshot: (state, subscriber, entry) => host.sendSnapshot(state, subscriber, entry, { unread: 0 }),
    ended: (state) => ended.push(state.key),
    publish(principal, data) {
      const state = host.channel(privateChannelKey('inbox', principal));
      if (state) host.broadcast(state, data);
    },
  }),
};

function recorder(): Subscriber & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    send: (frame, seq) => texts.push(frameText(frame, seq)),
    offer: (frame, seq) => texts.push(frameText(frame, seq)),
    dropped: (channel) => texts.push(`dropped ${channel}`),
  };
}

describe('channel hub (the registry a second socket endpoint reuses)', () => {
  it('parses only registered kinds, keys private channels by principal and ends empty channels', () => {
    const hub = createChannelHub({ clock: new FakeClock(1_000), log: { error: () => {} } });
    const inbox = hub.register(inboxChannel, inboxChannel.create(hub.host, {}));
    const context = { findPair: () => undefined };
    expect(hub.parse('tickers', context)).toBeUndefined();
    expect(hub.parse('inbox.x', context)).toBeUndefined();
    const parsed = hub.parse('inbox', context);
    expect(parsed).toEqual({ channel: { kind: 'inbox', name: 'inbox' }, needsAuth: true, available: true });
    if (!parsed) return;

    const alice = recorder();
    const bob = recorder();
    hub.subscribe(alice, parsed.channel, 'alice');
    hub.subscribe(bob, parsed.channel, 'bob');
    inbox.publish('alice', { unread: 1 });
    expect(alice.texts.map((text) => JSON.parse(text))).toEqual([
      { type: 'snapshot', channel: 'inbox', seq: 1, time: 1_000, data: { unread: 0 } },
      { type: 'update', channel: 'inbox', seq: 2, time: 1_000, data: { unread: 1 } },
    ]);
    expect(bob.texts).toHaveLength(1);
    expect(hub.counts()).toEqual({ channels: 2, subscriptions: 2 });

    // The same connection as another principal: its old private channel ends first.
    hub.subscribe(alice, parsed.channel, 'carol');
    expect(ended).toEqual(['inbox:alice']);
    hub.unsubscribe(bob, 'inbox');
    expect(ended).toEqual(['inbox:alice', 'inbox:bob']);
    expect(hub.counts()).toEqual({ channels: 1, subscriptions: 1 });
    hub.close();
    expect(hub.counts()).toEqual({ channels: 0, subscriptions: 0 });
  });
});
