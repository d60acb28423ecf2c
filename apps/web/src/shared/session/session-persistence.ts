import type { SessionResponse, User } from '@halcyon/api';
import { deleteCookie, getCookie, setCookie } from '../storage/cookies.ts';
import { readItem, readJson, removeItem, STORAGE_KEYS, writeItem } from '../storage/local-store.ts';
import type { SessionUser } from './session-store.ts';

export const SESSION_COOKIES = { userId: 'user_id', userToken: 'user_token' } as const;

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  /** Whatever was stored: a full user, a stub with only an id, or junk. */
  userInfo: unknown;
  cookieUserId: string | null;
}

export function readStoredSession(): StoredSession {
  const expiresAt = Number(readItem(STORAGE_KEYS.tokenExpiresAt));
  return {
    token: readItem(STORAGE_KEYS.token) ?? getCookie(SESSION_COOKIES.userToken),
    refreshToken: readItem(STORAGE_KEYS.refreshToken),
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    userInfo: readJson(STORAGE_KEYS.userInfo),
    cookieUserId: getCookie(SESSION_COOKIES.userId),
  };
}

export function persistSession(session: SessionResponse): void {
  writeItem(STORAGE_KEYS.token, session.token);
  writeItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  writeItem(STORAGE_KEYS.tokenExpiresAt, String(session.expiresAt));
  setCookie(SESSION_COOKIES.userToken, session.token);
  persistUser(session.user);
}

export function persistUser(user: User): void {
  writeItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  setCookie(SESSION_COOKIES.userId, user.id);
}

export function clearPersistedSession(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.tokenExpiresAt,
    STORAGE_KEYS.userInfo,
  ]) {
    removeItem(key);
  }
  deleteCookie(SESSION_COOKIES.userId);
  deleteCookie(SESSION_COOKIES.userToken);
}

/** A stored user we can use: at least a non-empty id. */
export function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? (value as SessionUser) : null;
}
