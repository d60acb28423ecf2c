import { ADMIN_API_PREFIX } from '@halcyon/api';
import { useEffect, useRef, useState } from 'react';

/** `kind`: a snapshot starts the channel's stream (also after a reconnect): re-read what it may have missed. */
type Listener = (data: unknown, kind: 'snapshot' | 'update') => void;

/**
 * One websocket to /api/admin/ws per console tab (the operator's cookie authenticates it), speaking the
 * user socket's protocol: subscribe to channels, then a snapshot and updates per channel. Pages use
 * useAdminChannel(); while the socket is down they fall back to polling.
 */
class AdminSocket {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly openListeners = new Set<(open: boolean) => void>();
  private retryMs = 1_000;
  private timer: ReturnType<typeof setTimeout> | undefined;
  open = false;

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
      this.send({ op: 'unsubscribe', channels: [channel] });
      if (this.listeners.size === 0) this.close();
    };
  }

  onOpenChange(listener: (open: boolean) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  private setOpen(open: boolean): void {
    this.open = open;
    for (const listener of this.openListeners) listener(open);
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
      this.retryMs = 1_000;
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
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    };
  }

  private dispatch(raw: string): void {
    let message: { type?: string; channel?: string; data?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if ((message.type !== 'snapshot' && message.type !== 'update') || !message.channel) return;
    for (const listener of this.listeners.get(message.channel) ?? []) listener(message.data, message.type);
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

/** Calls `onData` with each snapshot and update of `channel`; answers whether the socket is up. */
export function useAdminChannel(channel: string, onData: Listener): boolean {
  const latest = useRef(onData);
  latest.current = onData;
  const [open, setOpen] = useState(shared.open);
  useEffect(() => {
    const stopOpen = shared.onOpenChange(setOpen);
    const stop = shared.subscribe(channel, (data, kind) => latest.current(data, kind));
    // Read at render, before the page it replaces let go of (and closed) the socket.
    setOpen(shared.open);
    return () => {
      stop();
      stopOpen();
    };
  }, [channel]);
  return open;
}
