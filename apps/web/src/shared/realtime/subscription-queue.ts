import { type ClientMessage, MARKET_LIMITS } from '@halcyon/api';

/**
 * Sent with our own unsubscribes: the server echoes it, so an `unsubscribed` without it is the server
 * dropping the channel (its snapshot failed, or the auth it needs was lost).
 */
export const OWN_UNSUBSCRIBE = 'client';

export interface SubscriptionQueueOptions {
  send(message: ClientMessage): void;
  isOpen(): boolean;
}

/**
 * Subscribe and unsubscribe requests, gathered for a tick and sent in as few messages as the server's
 * channel limit allows: the server accepts 10 messages a second. What is queued while the socket is not
 * open waits for the next flush.
 */
export class SubscriptionQueue {
  private readonly toSubscribe = new Set<string>();
  private readonly toUnsubscribe = new Set<string>();
  private flushQueued = false;

  constructor(private readonly options: SubscriptionQueueOptions) {}

  /**
   * Asks for the channel's snapshot. `restart`: unsubscribe first, in the same flush, so that a server
   * that holds the channel starts its stream over.
   */
  subscribe(channel: string, restart: boolean): void {
    if (restart) this.toUnsubscribe.add(channel);
    // An unsubscribe already queued (a linger that ran out just before this) stays, and goes first: the
    // server still holds the channel, and would acknowledge a lone subscribe without a snapshot.
    this.toSubscribe.add(channel);
    this.queueFlush();
  }

  unsubscribe(channel: string): void {
    this.toSubscribe.delete(channel);
    this.toUnsubscribe.add(channel);
    this.queueFlush();
  }

  /** Forgets what is queued: a new connection asks for every channel itself. */
  clear(): void {
    this.toSubscribe.clear();
    this.toUnsubscribe.clear();
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.flushQueued = false;
    if (!this.options.isOpen()) return;
    const drop = takeAll(this.toUnsubscribe);
    const add = takeAll(this.toSubscribe);
    for (const channels of chunks(drop, MARKET_LIMITS.wsMaxChannels))
      this.options.send({ op: 'unsubscribe', channels, id: OWN_UNSUBSCRIBE });
    for (const channels of chunks(add, MARKET_LIMITS.wsMaxChannels))
      this.options.send({ op: 'subscribe', channels });
  }
}

function takeAll(channels: Set<string>): string[] {
  const taken = [...channels];
  channels.clear();
  return taken;
}

/** The list in slices of at most `size`, in order. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < list.length; i += size) slices.push(list.slice(i, i + size));
  return slices;
}
