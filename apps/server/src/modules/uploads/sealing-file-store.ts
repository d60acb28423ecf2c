import type { FileStore } from './file-store.ts';
import { isSealedFile, openSealedFile, sealFile } from './sealed-file.ts';

/**
 * A store whose bytes are sealed before they reach the disk or the bucket underneath (sealed-file.ts), so
 * whoever holds those alone holds no passport. `key` is asked on first use: it is a server secret, read from
 * the database. A file without the sealed header was stored before sealing and is handed out as stored;
 * a sealed one that does not open throws (SealedFileError), so damaged bytes are never served.
 */
export function createSealingFileStore(inner: FileStore, key: () => Promise<Buffer>): FileStore {
  return {
    async put(storageKey, data) {
      // Not the image's type: what the bucket holds is no longer an image.
      await inner.put(storageKey, sealFile(await key(), storageKey, data), 'application/octet-stream');
    },
    async get(storageKey) {
      const stored = await inner.get(storageKey);
      if (!stored || !isSealedFile(stored)) return stored;
      return openSealedFile(await key(), storageKey, stored);
    },
    delete: (storageKey) => inner.delete(storageKey),
  };
}
