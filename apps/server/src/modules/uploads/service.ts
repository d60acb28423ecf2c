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
  claimUpload,
  countUploadsSince,
  findUpload,
  insertUpload,
  listUnusedBefore,
  markDeleted,
} from './repo.ts';
import { UNUSED_UPLOAD_TTL_MS, UPLOAD_KINDS, UPLOADS_PER_HOUR } from './upload-rules.ts';

export type UploadsService = ReturnType<typeof createUploadsService>;
export type StoredFile = { data: Buffer; mime: string; id: string };

const HOUR_MS = 60 * 60 * 1000;
/** 144 random bits, base64url: the public file id and the storage key are separate random values. */
const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

export const ownerFileUrl = (fileId: string) => `/api/uniapp/files/${fileId}`;
export const operatorFileUrl = (fileId: string) => `/api/admin/files/${fileId}`;

export function createUploadsService(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
) {
  const read = async (id: string, allowed: (type: UploadType, owner: string) => boolean) => {
    const row = await findUpload(db, id);
    // Not yours and not found answer alike: an id reveals nothing about whether it exists.
    if (!row || !allowed(row.type, row.user_id)) throw new AppError('NOT_FOUND');
    const data = await store.get(row.storage_key);
    if (!data) throw new AppError('NOT_FOUND');
    return { data, mime: row.mime, id: row.id };
  };

  return {
    /** Public banner and logo images (the console's configuration), on the same store. */
    configImages: createConfigImages({ db, clock, log }, store),

    async upload(userId: string, type: UploadType, bytes: Buffer): Promise<UploadResponse> {
      const kind = UPLOAD_KINDS[type];
      if (bytes.length === 0) throw new AppError('FILE_REQUIRED');
      if (bytes.length > kind.maxBytes) {
        throw new AppError('UPLOAD_TOO_LARGE', { maxMb: Math.round(kind.maxBytes / 1024 / 1024) });
      }
      if ((await countUploadsSince(db, userId, dateOf(clock, -HOUR_MS))) >= UPLOADS_PER_HOUR) {
        throw new AppError('RATE_LIMITED');
      }
      const image = await reencodeImage(bytes, kind);
      const id = randomKey(18);
      const storageKey = randomKey(24);
      await store.put(storageKey, image.data, image.mime);
      await insertUpload(db, {
        id,
        user_id: userId,
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
      });
      return {
        fileId: id,
        url: ownerFileUrl(id),
        type,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.data.length,
      };
    },

    /** The owner's own file. */
    readOwn: (userId: string, fileId: string): Promise<StoredFile> =>
      read(fileId, (_type, owner) => owner === userId),

    /** An operator whose role covers the file's use (proofs: finance; KYC photos: identity ...). */
    readForOperator: (role: OperatorRole, fileId: string): Promise<StoredFile> =>
      read(fileId, (type) => roleAllows(role, UPLOAD_KINDS[type].readPermission)),

    /** Inside the referencing transaction: false when the file is not the user's, of that type, or gone. */
    claim: (trx: Db, claim: { fileId: string; userId: string; type: UploadType; usedBy: string }) =>
      claimUpload(trx, { id: claim.fileId, userId: claim.userId, type: claim.type, usedBy: claim.usedBy }),

    /** Deletes uploads nothing referenced within 24 h; returns how many went. */
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
      return removed;
    },
  };
}
