import type { UploadResponse, UploadType } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadTooLarge } from '../../platform/image-checks.ts';
import type { FileStore } from './file-store.ts';
import { reencodeImage } from './image-processing.ts';
import { countUploadsSince, insertUpload, lockUploader, type UploadRow } from './repo.ts';
import { newUploadRecord, type Uploader } from './upload-record.ts';
import { UPLOAD_KINDS, UPLOADS_PER_HOUR } from './upload-rules.ts';

const HOUR_MS = 60 * 60 * 1000;
export type AuditUpload = (trx: Db, stored: UploadResponse, at: Date) => Promise<void>;

async function refuseOverHourlyLimit(conn: Db, clock: Clock, by: Uploader): Promise<void> {
  if ((await countUploadsSince(conn, by, dateOf(clock, -HOUR_MS))) >= UPLOADS_PER_HOUR) {
    throw new AppError('RATE_LIMITED');
  }
}

/**
 * Counts and inserts under the uploader's lock: parallel uploads all pass a plain count while each is
 * being re-encoded, and would all be inserted after it. With the lock, exactly the hourly limit gets in.
 */
function record(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  by: Uploader,
  { row, stored }: { row: UploadRow; stored: UploadResponse },
  audit?: AuditUpload,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockUploader(trx, by);
    await refuseOverHourlyLimit(trx, clock, by);
    await insertUpload(trx, row);
    await audit?.(trx, stored, row.created_at);
  });
}

/**
 * A person's upload (or, with `{ operatorId }`, an operator's): checked, re-encoded, stored privately.
 * `audit` (an operator's upload) runs in the transaction that records the file.
 */
export async function storeUpload(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
  upload: { uploader: string | Uploader; type: UploadType; bytes: Buffer },
  audit?: AuditUpload,
): Promise<UploadResponse> {
  const { uploader, type, bytes } = upload;
  const by = typeof uploader === 'string' ? { userId: uploader } : uploader;
  const kind = UPLOAD_KINDS[type];
  if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
  if (bytes.length > kind.maxBytes) throw uploadTooLarge(kind.maxBytes);
  // Unlocked and early, so that one already at the limit costs no re-encoding; `record` decides.
  await refuseOverHourlyLimit(db, clock, by);
  const image = await reencodeImage(bytes, kind);
  const { row, stored } = newUploadRecord(by, type, image, dateOf(clock));
  await store.put(row.storage_key, image.data, image.mime);
  try {
    await record({ db, clock }, by, { row, stored }, audit);
  } catch (error) {
    // No row refers to the copy, and the sweep, which reads rows, would never delete it.
    await store.delete(row.storage_key).catch((deleteError: unknown) => {
      log.warn({ err: deleteError, uploadId: row.id }, 'unrecorded upload file delete failed');
    });
    throw error;
  }
  return stored;
}
