/**
 * Where upload bytes live: a private directory (default) or an S3-compatible bucket (S3_* set). Keys are
 * random server-made strings ([A-Za-z0-9_-]), never anything a client sent.
 */
export interface FileStore {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** Null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** A guard in every store: a key that is not one we made can never name a path or another object. */
export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('bad storage key');
  return key;
}
