/** The localStorage keys of spec section 3 (plus the token expiry the client needs to refresh in time). */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  locale: 'locale',
  theme: 'theme',
  deviceId: 'deviceId',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (Safari private mode, disabled storage, quota): the app must still run without it.
export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply does not survive a reload.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
}

export function readJson(key: StorageKey): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
