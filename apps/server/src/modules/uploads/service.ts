import type { OperatorRole, UploadResponse, UploadType } from '@halcyon/api';
import { roleAllows } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createConfigImages } from './config-images.ts';
import type { FileStore } from './file-store.ts';
import { reencodeImage } from './image-processing.ts';
import { sealLegacyUploads } from './legacy-sealing.ts';
import {
  claimOperatorUpload,
  claimUpload,
  countUploadsSince,
  findUpload,
  insertUpload,
  lockUploader,
  type UploadRow,
  uploadsWithSameBytes,
} from './repo.ts';
import { sweepUnusedUploads } from './unused-upload-sweep.ts';
import { newUploadRecord, type Uploader } from './upload-record.ts';
import { UPLOAD_KINDS, UPLOADS_PER_HOUR, uploadTooLarge } from './upload-rules.ts';

export type UploadsService = ReturnType<typeof createUploadsService>;
export type StoredFile = { data: Buffer; mime: string; id: string };

const HOUR_MS = 60 * 60 * 1000;
type AuditUpload = (trx: Db, stored: UploadResponse, at: Date) => Promise<void>;
/** Records an operator's read of a person's file; it runs before the bytes are handed out. */
export type AuditRead = (
  db: Db,
  file: { fileId: string; type: UploadType; userId: string },
  at: Date,
) => Promise<void>;

/**
 * `store` holds people's and operators' uploads, sealed at rest (create-uploads.ts); `plainStore` is the
 * store under it: the config images anyone may read, and uploads stored before sealing came in.
 */
export function createUploadsService(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  { store, plainStore }: { store: FileStore; plainStore: FileStore },
) {
  const read = async (id: string, allowed: (row: UploadRow) => boolean, audit?: AuditRead) => {
    const row = await findUpload(db, id);
    // Not yours and not found answer alike: an id reveals nothing about whether it exists.
    if (!row || !allowed(row)) throw new AppError('NOT_FOUND');
    const data = await store.get(row.storage_key);
    if (!data) throw new AppError('NOT_FOUND');
    if (audit && row.user_id !== null) {
      await audit(db, { fileId: row.id, type: row.type, userId: row.user_id }, dateOf(clock));
    }
    return { data, mime: row.mime, id: row.id };
  };

  const refuseOverHourlyLimit = async (conn: Db, by: Uploader) => {
    if ((await countUploadsSince(conn, by, dateOf(clock, -HOUR_MS))) >= UPLOADS_PER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
  };

  /**
   * Counts and inserts under the uploader's lock: parallel uploads all pass a plain count while each is
   * being re-encoded, and would all be inserted after it. With the lock, exactly the hourly limit gets in.
   */
  const record = (by: Uploader, row: UploadRow, stored: UploadResponse, audit?: AuditUpload) =>
    db.transaction().execute(async (trx) => {
      await lockUploader(trx, by);
      await refuseOverHourlyLimit(trx, by);
      await insertUpload(trx, row);
      await audit?.(trx, stored, row.created_at);
    });

  const configImages = createConfigImages({ db, clock, log }, plainStore);

  return {
    /** Public banner and logo images (the console's configuration), stored plain: they are public. */
    configImages,

    /**
     * A person's upload (or, with `{ operatorId }`, an operator's): checked, re-encoded, stored privately.
     * `audit` (an operator's upload) runs in the transaction that records the file.
     */
    async upload(
      uploader: string | Uploader,
      type: UploadType,
      bytes: Buffer,
      audit?: AuditUpload,
    ): Promise<UploadResponse> {
      const by = typeof uploader === 'string' ? { userId: uploader } : uploader;
      const kind = UPLOAD_KINDS[type];
      if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
      if (bytes.length > kind.maxBytes) throw uploadTooLarge(kind.maxBytes);
      // Unlocked and early, so that one already at the limit costs no re-encoding; `record` decides.
      await refuseOverHourlyLimit(db, by);
      const image = await reencodeImage(bytes, kind);
      const { row, stored } = newUploadRecord(by, type, image, dateOf(clock));
      await store.put(row.storage_key, image.data, image.mime);
      try {
        await record(by, row, stored, audit);
      } catch (error) {
        // No row refers to the copy, and the sweep, which reads rows, would never delete it.
        await store.delete(row.storage_key).catch((deleteError: unknown) => {
          log.warn({ err: deleteError, uploadId: row.id }, 'unrecorded upload file delete failed');
        });
        throw error;
      }
      return stored;
    },

    /** The owner's own file, or an operator's image sent to them in their support chat. */
    readOwn: (userId: string, fileId: string): Promise<StoredFile> =>
      read(fileId, (row) => row.user_id === userId || row.recipient_id === userId),

    /**
     * An operator whose role covers the file's use (proofs: finance; KYC photos: identity ...). A person's
     * file is handed out only once `audit` recorded the read (an operator's own images need no record).
     */
    readForOperator: (role: OperatorRole, fileId: string, audit: AuditRead): Promise<StoredFile> =>
      read(fileId, (row) => roleAllows(role, UPLOAD_KINDS[row.type].readPermission), audit),

    /**
     * Inside the referencing transaction: false when the file is not the user's, of that type, or gone. It
     * row-locks the file until that transaction ends, so transactions referencing one file run one at a time.
     */
    claim: (trx: Db, claim: { fileId: string; userId: string; type: UploadType; usedBy: string }) =>
      claimUpload(trx, { id: claim.fileId, userId: claim.userId, type: claim.type, usedBy: claim.usedBy }),

    /** Inside the caller's transaction: every upload of `fileId`'s bytes, read under a lock on them (repo.ts). */
    sameBytes: (trx: Db, fileId: string): Promise<string[]> => uploadsWithSameBytes(trx, fileId),

    /**
     * An operator's own upload sent to a person (`recipientId`), inside the reply's transaction: false when
     * it is another operator's, of another type, gone, or already sent to someone else.
     */
    claimForOperator: (
      trx: Db,
      claim: { fileId: string; operatorId: string; type: UploadType; recipientId: string; usedBy: string },
    ) => claimOperatorUpload(trx, claim),

    /**
     * Deletes uploads nothing referenced within 24 h, and config images no saved configuration pointed at
     * within 24 h; returns how many went.
     */
    sweepUnused: async (limit = 500): Promise<number> =>
      (await sweepUnusedUploads({ db, clock, log }, store, limit)) +
      (await configImages.sweepUnreferenced(limit)),

    /** Seals the uploads stored plain before sealing came in (`npm run uploads:seal`); answers how many. */
    sealLegacyFiles: () => sealLegacyUploads({ db, log }, { store, plainStore }),
  };
}
