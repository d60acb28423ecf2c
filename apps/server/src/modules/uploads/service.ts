import { randomBytes } from 'node:crypto';
import type { OperatorRole, UploadResponse, UploadType } from '@halcyon/api';
import { roleAllows } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256Bytes } from './checksum.ts';
import { createConfigImages } from './config-images.ts';
import type { FileStore } from './file-store.ts';
import { reencodeImage } from './image-processing.ts';
import {
  claimOperatorUpload,
  claimUpload,
  countUploadsSince,
  findUpload,
  insertUpload,
  listUnusedBefore,
  markDeleted,
  type UploadRow,
} from './repo.ts';
import { UNUSED_UPLOAD_TTL_MS, UPLOAD_KINDS, UPLOADS_PER_HOUR } from './upload-rules.ts';

export type UploadsService = ReturnType<typeof createUploadsService>;
export type StoredFile = { data: Buffer; mime: string; id: string };

const HOUR_MS = 60 * 60 * 1000;
/** 144 random bits, base64url: the public file id and the storage key are separate random values. */
const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

export const ownerFileUrl = (fileId: string) => `/api/uniapp/files/${fileId}`;
export const operatorFileUrl = (fileId: string) => `/api/admin/files/${fileId}`;

/** Who uploads: a person, or an operator (an image a support operator sends in a chat). */
export type Uploader = { userId: string } | { operatorId: string };

export function createUploadsService(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
) {
  const read = async (id: string, allowed: (row: UploadRow) => boolean) => {
    const row = await findUpload(db, id);
    // Not yours and not found answer alike: an id reveals nothing about whether it exists.
    if (!row || !allowed(row)) throw new AppError('NOT_FOUND');
    const data = await store.get(row.storage_key);
    if (!data) throw new AppError('NOT_FOUND');
    return { data, mime: row.mime, id: row.id };
  };

  const configImages = createConfigImages({ db, clock, log }, store);

  return {
    /** Public banner and logo images (the console's configuration), on the same store. */
    configImages,

    /**
     * A person's upload (or, with `{ operatorId }`, an operator's): checked, re-encoded, stored privately.
     * `audit` (an operator's upload) runs in the transaction that records the file.
     */
    async upload(
      uploader: string | Uploader,
      type: UploadType,
      bytes: Buffer,
      audit?: (trx: Db, stored: UploadResponse, at: Date) => Promise<void>,
    ): Promise<UploadResponse> {
      const by = typeof uploader === 'string' ? { userId: uploader } : uploader;
      const kind = UPLOAD_KINDS[type];
      if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
      if (bytes.length > kind.maxBytes) {
        throw new AppError('UPLOAD_TOO_LARGE', { maxMb: Math.round(kind.maxBytes / 1024 / 1024) });
      }
      if ((await countUploadsSince(db, by, dateOf(clock, -HOUR_MS))) >= UPLOADS_PER_HOUR) {
        throw new AppError('RATE_LIMITED');
      }
      const image = await reencodeImage(bytes, kind);
      const id = randomKey(18);
      const storageKey = randomKey(24);
      await store.put(storageKey, image.data, image.mime);
      const row: UploadRow = {
        id,
        user_id: 'userId' in by ? by.userId : null,
        operator_id: 'operatorId' in by ? by.operatorId : null,
        recipient_id: null,
        type,
        storage_key: storageKey,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.data.length,
        sha256: sha256Bytes(image.data),
        used_by: null,
        created_at: dateOf(clock),
        deleted_at: null,
      };
      const stored: UploadResponse = {
        fileId: id,
        url: 'userId' in by ? ownerFileUrl(id) : operatorFileUrl(id),
        type,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.data.length,
      };
      if (!audit) await insertUpload(db, row);
      else
        await db.transaction().execute(async (trx) => {
          await insertUpload(trx, row);
          await audit(trx, stored, row.created_at);
        });
      return stored;
    },

    /** The owner's own file, or an operator's image sent to them in their support chat. */
    readOwn: (userId: string, fileId: string): Promise<StoredFile> =>
      read(fileId, (row) => row.user_id === userId || row.recipient_id === userId),

    /** An operator whose role covers the file's use (proofs: finance; KYC photos: identity ...). */
    readForOperator: (role: OperatorRole, fileId: string): Promise<StoredFile> =>
      read(fileId, (row) => roleAllows(role, UPLOAD_KINDS[row.type].readPermission)),

    /**
     * Inside the referencing transaction: false when the file is not the user's, of that type, or gone. It
     * row-locks the file until that transaction ends, so transactions referencing one file run one at a time.
     */
    claim: (trx: Db, claim: { fileId: string; userId: string; type: UploadType; usedBy: string }) =>
      claimUpload(trx, { id: claim.fileId, userId: claim.userId, type: claim.type, usedBy: claim.usedBy }),

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
    async sweepUnused(limit = 500): Promise<number> {
      const rows = await listUnusedBefore(db, dateOf(clock, -UNUSED_UPLOAD_TTL_MS), limit);
      let removed = 0;
      for (const row of rows) {
        if (!(await markDeleted(db, row.id, dateOf(clock)))) continue;
        await store.delete(row.storage_key).catch((error: unknown) => {
          log.warn({ err: error, uploadId: row.id }, 'upload file delete failed');
        });
        removed += 1;
      }
      return removed + (await configImages.sweepUnreferenced(limit));
    },
  };
}
