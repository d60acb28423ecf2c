import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/app-types.ts';
import { sealRowByRow } from '../../platform/seal-in-pages.ts';
import type { FileStore } from './file-store.ts';
import { listStoredAfter, moveStorageKey } from './repo.ts';
import { isSealedFile } from './sealed-file.ts';

/**
 * Seals the uploads stored before sealing came in (plain bytes in `plainStore`, the store under the
 * sealing `store`), once, through `npm run uploads:seal`. Each gets a sealed copy under a new key, the row
 * is moved to it (guarded), and only then does the plain copy go: a crash or a parallel run leaves every
 * row pointing at bytes that exist. A new key rather than an overwrite: the disk store writes each key
 * once, and a reader between the two steps still finds one of the copies. Answers how many were sealed.
 */
export function sealLegacyUploads(
  { db, log }: Pick<AppContext, 'db' | 'log'>,
  stores: { store: FileStore; plainStore: FileStore },
  pageSize = 100,
): Promise<number> {
  return sealRowByRow({
    db,
    start: '',
    pageSize,
    listAfter: listStoredAfter,
    cursorOf: (row) => row.id,
    sealRow: async (row) => {
      const stored = await stores.plainStore.get(row.storage_key);
      if (!stored || isSealedFile(stored)) return false;
      const next = randomBytes(24).toString('base64url');
      await stores.store.put(next, stored, 'application/octet-stream');
      const moved = await moveStorageKey(db, row.id, row.storage_key, next);
      // Moved: the plain copy goes. Not moved (deleted or sealed by another run meanwhile): ours goes.
      await stores.plainStore.delete(moved ? row.storage_key : next).catch((error: unknown) => {
        log.warn({ err: error, uploadId: row.id }, 'upload copy delete after sealing failed');
      });
      return moved;
    },
  });
}
