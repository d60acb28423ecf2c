import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * POST /api/uniapp/upload, multipart: field `type` FIRST (one of UPLOAD_TYPES), then field `file`.
 * Answers `{ fileId, url }`; `url` is the owner's authenticated address of the re-encoded image
 * (GET /api/uniapp/files/{fileId}, bearer token; operators read GET /api/admin/files/{fileId}).
 * Each type decides the accepted formats and the size (UPLOAD_RULES); the server detects the format
 * from the bytes and stores only its own re-encoding. Unreferenced uploads are removed after 24 h.
 */
export const UPLOAD_TYPES = ['recharge_proof', 'avatar', 'kyc_front', 'kyc_back', 'support_image'] as const;
export const uploadType = z.enum(UPLOAD_TYPES);
export type UploadType = z.infer<typeof uploadType>;

export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** What each type accepts (the client checks the same before sending). */
export const UPLOAD_RULES: Record<UploadType, { formats: readonly UploadFormat[]; maxBytes: number }> = {
  recharge_proof: { formats: ['jpeg', 'png'], maxBytes: LIMITS.proofMaxBytes },
  avatar: { formats: ['jpeg', 'png', 'gif'], maxBytes: LIMITS.avatarMaxBytes },
  kyc_front: { formats: ['jpeg', 'png'], maxBytes: LIMITS.proofMaxBytes },
  kyc_back: { formats: ['jpeg', 'png'], maxBytes: LIMITS.proofMaxBytes },
  support_image: { formats: ['jpeg', 'png', 'gif'], maxBytes: LIMITS.proofMaxBytes },
};

/** The MIME types a picker may offer for a type. */
export const UPLOAD_MIME: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const uploadResponse = z.object({
  fileId: z.string(),
  url: z.string(),
  type: uploadType,
  /** Of the stored re-encoding. */
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const fileIdParams = z.object({ fileId: z.string().trim().min(1).max(64) });
