export interface HeartbeatOptions {
  intervalMs: number;
  /** Nothing received this long after a ping: the connection is dead even if TCP has not noticed. */
  timeoutMs: number;
  ping(): void;
  onSilence(): void;
}

/** Pings an open socket, and gives up on it when nothing at all arrives in time. */
export class ConnectionHeartbeat {
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: HeartbeatOptions) {}

  start(): void {
    this.stop();
    this.pingTimer = setInterval(() => this.beat(), this.options.intervalMs);
  }

  stop(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.heard();
  }

  /** Anything arrived: the connection is alive. */
  heard(): void {
    if (this.silenceTimer !== null) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private beat(): void {
    this.options.ping();
    // One deadline per silence: further pings do not push it back.
    this.silenceTimer ??= setTimeout(() => this.options.onSilence(), this.options.timeoutMs);
  }
}
