import { ADMIN_API_PREFIX } from '@halcyon/api';
import { useEffect, useRef, useState } from 'react';

/** `kind`: a snapshot starts the channel's stream (also after a reconnect): re-read what it may have missed. */
type Listener = (data: unknown, kind: 'snapshot' | 'update') => void;

/** Marks the console's own unsubscribe: its `unsubscribed` answer echoes it; the server's drop has none. */
const LEAVE_ID = 'leave';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * One websocket to /api/admin/ws per console tab (the operator's cookie authenticates it), speaking the
 * user socket's protocol: subscribe to channels, then a snapshot and updates per channel. A channel is live
 * from its snapshot until the socket closes or the server ends it (`unsubscribed` when its snapshot read
 * failed, `error` when it refused it): then it is asked for again with backoff. Pages use useAdminChannel()
 * and poll while their channel is not live.
 */
class AdminSocket {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly changeListeners = new Set<() => void>();
  /** Channels whose snapshot came and which the server has not ended since. */
  private readonly live = new Set<string>();
  /** Channels the server ended, waiting to be asked for again: the timer and the next delay. */
  private readonly retries = new Map<string, { timer?: ReturnType<typeof setTimeout>; delayMs: number }>();
  private retryMs = FIRST_RETRY_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  open = false;

  isLive(channel: string): boolean {
    return this.open && this.live.has(channel);
  }

  subscribe(channel: string, listener: Listener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.send({ op: 'subscribe', channels: [channel] });
    }
    set.add(listener);
    this.connect();
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(channel);
      this.forget(channel);
      this.send({ op: 'unsubscribe', channels: [channel], id: LEAVE_ID });
      if (this.listeners.size === 0) this.close();
    };
  }

  /** Called when the socket opens or closes, or a channel becomes live or ends. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private setOpen(open: boolean): void {
    this.open = open;
    if (!open) for (const channel of [...this.live, ...this.retries.keys()]) this.forget(channel);
    this.changed();
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    if (this.socket || this.timer) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}${ADMIN_API_PREFIX}/ws`);
    this.socket = socket;
    // Every handler checks that its socket is still the current one: a socket closed on a page change
    // may still report its close, which would otherwise drop the socket that replaced it.
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.retryMs = FIRST_RETRY_MS;
      this.setOpen(true);
      if (this.listeners.size > 0) this.send({ op: 'subscribe', channels: [...this.listeners.keys()] });
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.dispatch(String(event.data));
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.setOpen(false);
      if (this.listeners.size === 0) return;
      // Not there (older server) or dropped: try again later, polling meanwhile.
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.connect();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }

  private dispatch(raw: string): void {
    let message: { type?: string; channel?: string; channels?: string[]; id?: string; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    // The answer to the console's own unsubscribe: nothing ended that is still wanted.
    if (message.id === LEAVE_ID) return;
    if (message.type === 'unsubscribed') for (const channel of message.channels ?? []) this.ended(channel);
    if (message.type === 'error' && message.channel) this.ended(message.channel);
    if ((message.type !== 'snapshot' && message.type !== 'update') || !message.channel) return;
    const listeners = this.listeners.get(message.channel);
    if (!listeners) return;
    if (!this.live.has(message.channel)) {
      this.forget(message.channel);
      this.live.add(message.channel);
      this.changed();
    }
    for (const listener of listeners) listener(message.data, message.type);
  }

  /** The server ended (or refused) a channel still wanted: not live; asked for again with backoff. */
  private ended(channel: string): void {
    if (!this.listeners.has(channel)) return;
    this.live.delete(channel);
    const retry = this.retries.get(channel) ?? { delayMs: FIRST_RETRY_MS };
    clearTimeout(retry.timer);
    retry.timer = setTimeout(() => {
      retry.timer = undefined;
      if (this.listeners.has(channel)) this.send({ op: 'subscribe', channels: [channel] });
    }, retry.delayMs);
    retry.delayMs = Math.min(retry.delayMs * 2, MAX_RETRY_MS);
    this.retries.set(channel, retry);
    this.changed();
  }

  /** No longer live nor waiting to be asked for again (left, the socket closed, or its snapshot came). */
  private forget(channel: string): void {
    this.live.delete(channel);
    clearTimeout(this.retries.get(channel)?.timer);
    this.retries.delete(channel);
  }

  private close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      // Nothing this socket reports from now on concerns the console (the guards hold too).
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
    }
    // The next page must not take the old socket for a live one: it polls until its own opens.
    this.setOpen(false);
  }
}

const shared = new AdminSocket();

/**
 * Calls `onData` with each snapshot and update of `channel`; answers whether the channel is live (the
 * socket open, its snapshot come, not ended since). With `staleAfterMs`, also not live once that long has
 * passed without a push: a channel that pushes on a timer and went quiet.
 */
export function useAdminChannel(channel: string, onData: Listener, staleAfterMs?: number): boolean {
  const latest = useRef(onData);
  latest.current = onData;
  const [live, setLive] = useState(() => shared.isLive(channel));
  const [fresh, setFresh] = useState(true);
  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      if (staleAfterMs === undefined) return;
      clearTimeout(quiet);
      setFresh(true);
      quiet = setTimeout(() => setFresh(false), staleAfterMs);
    };
    const stopChange = shared.onChange(() => setLive(shared.isLive(channel)));
    const stop = shared.subscribe(channel, (data, kind) => {
      heard();
      latest.current(data, kind);
    });
    heard();
    // Read at render, before the page it replaces let go of (and closed) the socket.
    setLive(shared.isLive(channel));
    return () => {
      clearTimeout(quiet);
      stop();
      stopChange();
    };
  }, [channel, staleAfterMs]);
  return live && fresh;
}
