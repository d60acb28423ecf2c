import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { FileStore } from './file-store.ts';
import { listUnusedBefore, markDeleted } from './repo.ts';
import { UNUSED_UPLOAD_TTL_MS } from './upload-rules.ts';

/**
 * Uploads nothing referenced within a day: the row goes first (guarded, so a claim meanwhile keeps it), then
 * its bytes. Answers how many went.
 */
export async function sweepUnusedUploads(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
  limit: number,
): Promise<number> {
  const rows = await listUnusedBefore(db, dateOf(clock, -UNUSED_UPLOAD_TTL_MS), limit);
  let removed = 0;
  for (const row of rows) {
    if (!(await markDeleted(db, row.id, dateOf(clock)))) continue;
    await store.delete(row.storage_key).catch((error: unknown) => {
      log.warn({ err: error, uploadId: row.id }, 'upload file delete failed');
    });
    removed += 1;
  }
  return removed;
}
