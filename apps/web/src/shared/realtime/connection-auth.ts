import type { ClientMessage } from '@halcyon/api';

/** The session's access token, for the `auth` op that the private `user` channel needs. */
export interface AuthSource {
  token(): string | null;
  onChange(listener: () => void): () => void;
}

/** How the connection authenticates, and whether the server refused the token it last sent. */
export class ConnectionAuth {
  private refusedByServer = false;

  constructor(
    private readonly source: AuthSource | undefined,
    private readonly send: (message: ClientMessage) => void,
  ) {}

  hasToken(): boolean {
    return Boolean(this.source?.token());
  }

  /** Sends the token when there is one; whether there was. */
  authenticate(): boolean {
    const token = this.source?.token();
    if (token) this.send({ op: 'auth', token });
    return Boolean(token);
  }

  /**
   * Before asking again for a dropped channel, after the server refused our token (AUTH_FAILED). Queued
   * before the subscribe, and the server answers in order, so the channel finds the auth done. One auth
   * serves every channel retried with it; a refusal asks for the next.
   */
  authenticateIfRefused(): void {
    if (this.refusedByServer && this.authenticate()) this.refusedByServer = false;
  }

  /** The server answered AUTH_FAILED. */
  refused(): void {
    this.refusedByServer = true;
  }

  /** The server accepted a token, or the connection is gone (the next one authenticates on open). */
  clearRefusal(): void {
    this.refusedByServer = false;
  }
}
