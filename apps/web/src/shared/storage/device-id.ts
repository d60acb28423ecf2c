import { readItem, STORAGE_KEYS, writeItem } from './local-store.ts';

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  // getRandomValues works outside secure contexts too (randomUUID does not, e.g. on a LAN address over http).
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random id per browser, generated once and kept, so the server can tell a user's devices apart. */
export function getDeviceId(): string {
  const existing = readItem(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = `web-${randomHex(16)}`;
  writeItem(STORAGE_KEYS.deviceId, id);
  return id;
}
