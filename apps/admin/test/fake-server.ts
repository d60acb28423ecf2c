import { type AdminPermission, type OperatorRole, ROLE_PERMISSIONS } from '@halcyon/api';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: Call) => {
  status?: number;
  data?: unknown;
  code?: string;
  message?: string;
  /** A 422's field messages, by field path. */
  errors?: Record<string, string[]>;
};

export const CSRF_TOKEN = 'csrf-test-token';

export function operatorOf(role: OperatorRole) {
  return {
    id: `op-${role}`,
    email: `${role}@halcyon.test`,
    name: `The ${role}`,
    role,
    permissions: [...ROLE_PERMISSIONS[role]] as AdminPermission[],
    lastLoginAt: null,
  };
}

/** Stubs fetch with a tiny /api/admin: routes by "METHOD /path"; records every call. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/admin/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      // An upload's form stays a FormData (its parts are what the test checks).
      body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler
      ? handler(call)
      : { status: 404, code: 'NOT_FOUND', message: 'Resource not found' };
    const status = answer.status ?? 200;
    const body =
      status < 400
        ? { success: true, data: answer.data }
        : {
            success: false,
            code: answer.code ?? 'ERROR',
            message: answer.message ?? '',
            errors: answer.errors,
          };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

export function signedInAs(role: OperatorRole): Handler {
  return () => ({
    data: {
      operator: operatorOf(role),
      csrfToken: CSRF_TOKEN,
      expiresAt: Date.now() + 3_600_000,
      idleExpiresAt: Date.now() + 1_800_000,
    },
  });
}

/** No socket in tests: the dashboard falls back to polling. */
export class InertWebSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  send(): void {}
  close(): void {}
}

/** A socket the test speaks for: it opens when told, records what the console sends, and delivers messages. */
export class ScriptedWebSocket {
  static readonly OPEN = 1;
  static all: ScriptedWebSocket[] = [];
  static latest(): ScriptedWebSocket {
    const socket = ScriptedWebSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedWebSocket.all.push(this);
  }
  send(raw: string): void {
    this.sent.push(JSON.parse(raw) as Record<string, unknown>);
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  accept(): void {
    this.readyState = ScriptedWebSocket.OPEN;
    this.onopen?.();
  }
  deliver(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The subscribe requests sent for `channel`. */
  subscribes(channel: string): number {
    return this.sent.filter(
      (message) => message.op === 'subscribe' && (message.channels as string[]).includes(channel),
    ).length;
  }
}
