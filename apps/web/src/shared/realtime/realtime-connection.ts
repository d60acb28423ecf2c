import type { ClientMessage, ServerMessage } from '@halcyon/api';
import { exponentialDelay, withEqualJitter } from './backoff.ts';
import { ConnectionHeartbeat } from './connection-heartbeat.ts';
import { parseServerMessage } from './parse-server-message.ts';

/** The part of the browser WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused';

export interface VisibilitySource {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface ConnectionOptions {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  visibility: VisibilitySource | undefined;
  /** Reconnecting: base * 2^attempt, capped, then "equal jitter" (half fixed, half random). */
  backoffBaseMs: number;
  backoffMaxMs: number;
  random: () => number;
  pingIntervalMs: number;
  pongTimeoutMs: number;
  log: (message: string, detail?: unknown) => void;
  onStatus: ((status: ConnectionStatus) => void) | undefined;
  /** Whether any channel is held: without one the socket is neither opened nor opened again. */
  isWanted(): boolean;
  /** The socket opened: authenticate, then ask for every channel. */
  onOpen(): void;
  /** A message that passed validation. */
  onMessage(message: ServerMessage): void;
  /** The socket is gone (closed, silent, paused or disposed): what it streamed is no longer current. */
  onDrop(): void;
}

/**
 * The one socket: open while a channel is held and the page is shown, opened again with backoff when it
 * closes or falls silent, closed while the page is hidden (the server saves the fan-out, the phone its
 * battery). Messages are validated on receipt; what they mean is for `onMessage` to decide.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private current: ConnectionStatus = 'idle';
  /** Reconnections since the last open: the backoff's exponent. */
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly heartbeat: ConnectionHeartbeat;
  private readonly stopVisibility: (() => void) | undefined;

  constructor(private readonly options: ConnectionOptions) {
    this.heartbeat = new ConnectionHeartbeat({
      intervalMs: options.pingIntervalMs,
      timeoutMs: options.pongTimeoutMs,
      ping: () => this.send({ op: 'ping' }),
      onSilence: () => {
        options.log('no answer to ping, reconnecting');
        this.drop(false);
        this.scheduleReconnect();
      },
    });
    this.stopVisibility = options.visibility?.onChange(() => this.onVisibility());
  }

  status(): ConnectionStatus {
    return this.current;
  }

  isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sent only on an open socket: what matters is asked for again on the next one. */
  send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Opens the socket, unless it is open or opening, nothing is held, or the page is hidden. */
  connect(): void {
    if (this.disposed || this.socket || this.hidden() || !this.options.isWanted()) return;
    this.cancelReconnect();
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    try {
      this.socket = this.options.createSocket(this.options.url());
    } catch (error) {
      this.options.log('could not open the socket', error);
      this.scheduleReconnect();
      return;
    }
    this.listenTo(this.socket);
  }

  dispose(): void {
    this.disposed = true;
    this.stopVisibility?.();
    this.cancelReconnect();
    this.drop(true);
    this.setStatus('idle');
  }

  /** Handlers that act only while `next` is the current socket: an old one's late events are ignored. */
  private listenTo(next: SocketLike): void {
    next.onopen = () => {
      if (this.socket === next) this.opened();
    };
    next.onmessage = (event) => {
      if (this.socket === next) this.receive(event.data);
    };
    next.onerror = () => {
      // The close event follows and decides what to do.
    };
    next.onclose = () => {
      if (this.socket !== next) return;
      this.drop(false);
      this.scheduleReconnect();
    };
  }

  private opened(): void {
    this.attempt = 0;
    this.setStatus('open');
    this.options.onOpen();
    this.heartbeat.start();
  }

  private receive(raw: unknown): void {
    this.heartbeat.heard();
    const message = parseServerMessage(raw, this.options.log);
    if (message) this.options.onMessage(message);
  }

  /** Forgets the socket, and closes it when it may still be open. */
  private drop(closeIt: boolean): void {
    const old = this.socket;
    this.socket = null;
    this.heartbeat.stop();
    this.options.onDrop();
    if (old) stopListening(old, closeIt);
  }

  private scheduleReconnect(): void {
    if (this.disposed || this.reconnectTimer !== null) return;
    if (this.hidden() || !this.options.isWanted()) {
      this.setStatus(this.hidden() ? 'paused' : 'idle');
      return;
    }
    const { backoffBaseMs, backoffMaxMs, random } = this.options;
    const delay = withEqualJitter(exponentialDelay(this.attempt, backoffBaseMs, backoffMaxMs), random);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private onVisibility(): void {
    if (this.hidden()) {
      this.cancelReconnect();
      if (this.socket) this.drop(true);
      if (this.options.isWanted()) this.setStatus('paused');
      return;
    }
    // Shown again: no reason to wait as if the server were failing.
    this.attempt = 0;
    this.connect();
  }

  private hidden(): boolean {
    return this.options.visibility?.isHidden() ?? false;
  }

  private setStatus(next: ConnectionStatus): void {
    if (this.current === next) return;
    this.current = next;
    this.options.onStatus?.(next);
  }
}

function stopListening(old: SocketLike, closeIt: boolean): void {
  old.onopen = null;
  old.onmessage = null;
  old.onclose = null;
  old.onerror = null;
  if (!closeIt) return;
  try {
    old.close(1000, 'client');
  } catch {
    // already closed
  }
}
