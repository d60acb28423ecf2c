import { type ServerMessage, serverMessage } from '@halcyon/api';

/** The message if it is readable and inside the protocol, else null (logged, and otherwise ignored). */
export function parseServerMessage(
  raw: unknown,
  log: (message: string, detail?: unknown) => void,
): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    log('unreadable message ignored');
    return null;
  }
  const parsed = serverMessage.safeParse(json);
  if (!parsed.success) {
    log('message outside the protocol ignored', json);
    return null;
  }
  return parsed.data;
}
