import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { deleteUnreferenced, listUnreferencedBefore } from './config-image-repo.ts';
import type { FileStore } from './file-store.ts';
import { UNUSED_UPLOAD_TTL_MS } from './upload-rules.ts';

/**
 * Config images no saved configuration pointed at within a day of their (latest) upload: an operator who
 * uploaded and never saved left them behind. The row goes first (guarded, so a save or a new upload of the
 * same picture meanwhile keeps it), then its bytes. Answers how many went.
 */
export async function sweepUnreferencedConfigImages(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
  limit: number,
): Promise<number> {
  const before = dateOf(clock, -UNUSED_UPLOAD_TTL_MS);
  let removed = 0;
  for (const name of await listUnreferencedBefore(db, before, limit)) {
    const storageKey = await deleteUnreferenced(db, name, before);
    if (storageKey === undefined) continue;
    await store.delete(storageKey).catch((error: unknown) => {
      log.warn({ err: error, name }, 'config image file delete failed');
    });
    removed += 1;
  }
  return removed;
}
