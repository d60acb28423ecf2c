import type { OperatorRole, UploadType } from '@halcyon/api';
import { roleAllows } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createConfigImages } from './config-images.ts';
import type { FileStore } from './file-store.ts';
import { sealLegacyUploads } from './legacy-sealing.ts';
import {
  claimOperatorUpload,
  claimUpload,
  findUpload,
  type UploadRow,
  uploadsWithSameBytes,
} from './repo.ts';
import { type AuditUpload, storeUpload } from './store-upload.ts';
import { sweepUnusedUploads } from './unused-upload-sweep.ts';
import type { Uploader } from './upload-record.ts';
import { UPLOAD_KINDS } from './upload-rules.ts';

export type UploadsService = ReturnType<typeof createUploadsService>;
export type StoredFile = { data: Buffer; mime: string; id: string };

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

  const configImages = createConfigImages({ db, clock, log }, plainStore);

  return {
    /** Public banner and logo images (the console's configuration), stored plain: they are public. */
    configImages,

    /** A person's upload, or an operator's (store-upload.ts). */
    upload: (uploader: string | Uploader, type: UploadType, bytes: Buffer, audit?: AuditUpload) =>
      storeUpload({ db, clock, log }, store, { uploader, type, bytes }, audit),

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
