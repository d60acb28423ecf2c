import { type ClientMessage, clientMessage } from '@halcyon/api';
import type { RawData } from 'ws';

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** The request id of a message that failed validation, when it has a usable one, so the error can name it. */
function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const id = (value as { id: unknown }).id;
  return typeof id === 'string' && id.length <= 64 ? id : undefined;
}

/** A client message, or why it is refused (the error to answer with; the socket stays open). */
export type Inbound =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: 'BAD_MESSAGE' | 'BAD_JSON'; id?: string };

/** Reads one inbound frame: text JSON only, validated against the client message schema. */
export function readMessage(data: RawData, isBinary: boolean): Inbound {
  if (isBinary) return { ok: false, code: 'BAD_MESSAGE' };
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return { ok: false, code: 'BAD_JSON' };
  }
  const parsed = clientMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const id = idOf(json);
  return { ok: false, code: 'BAD_MESSAGE', ...(id ? { id } : {}) };
}
