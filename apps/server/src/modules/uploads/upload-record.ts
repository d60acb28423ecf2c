import { randomBytes } from 'node:crypto';
import type { UploadResponse, UploadType } from '@halcyon/api';
import { sha256Bytes } from './checksum.ts';
import type { EncodedImage } from './image-processing.ts';
import type { UploadRow } from './repo.ts';

/** Who uploads: a person, or an operator (an image a support operator sends in a chat). */
export type Uploader = { userId: string } | { operatorId: string };

/** 144 random bits, base64url: the public file id and the storage key are separate random values. */
const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

export const ownerFileUrl = (fileId: string) => `/api/uniapp/files/${fileId}`;
export const operatorFileUrl = (fileId: string) => `/api/admin/files/${fileId}`;

/** One stored upload: its row and the answer the uploader gets, built once from the same values. */
export function newUploadRecord(
  by: Uploader,
  type: UploadType,
  image: EncodedImage,
  at: Date,
): { row: UploadRow; stored: UploadResponse } {
  const id = randomKey(18);
  const row: UploadRow = {
    id,
    user_id: 'userId' in by ? by.userId : null,
    operator_id: 'operatorId' in by ? by.operatorId : null,
    recipient_id: null,
    type,
    storage_key: randomKey(24),
    mime: image.mime,
    width: image.width,
    height: image.height,
    size: image.data.length,
    sha256: sha256Bytes(image.data),
    used_by: null,
    created_at: at,
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
  return { row, stored };
}
