import { type AdminPermission, UPLOAD_RULES, type UploadFormat, type UploadType } from '@halcyon/api';

/** Larger sides are scaled down (never up) before storing. */
export const MAX_SIDE_PX = 4096;
/** The largest body any upload type accepts (the per-type limit is checked after reading). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
/** Uploads a person may make per hour (all types together). */
export const UPLOADS_PER_HOUR = 30;
/** An upload nothing refers to after this long is deleted. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type OutputFormat = 'jpeg' | 'png';

/** One entry per upload type: what it accepts, how it is re-encoded, and which operators may read it. */
export type UploadKind = {
  formats: readonly UploadFormat[];
  maxBytes: number;
  /** JPEG in -> JPEG out (photos); PNG/GIF in -> PNG (screenshots keep sharp text). */
  outputFor: (input: UploadFormat) => OutputFormat;
  jpegQuality: number;
  /** The operator permission that covers reading this type (their role must allow it). */
  readPermission: AdminPermission;
  /** The box the stored image fits inside; MAX_SIDE_PX square when not given. */
  box?: { width: number; height: number };
};

const photoOrScreenshot = (input: UploadFormat): OutputFormat => (input === 'jpeg' ? 'jpeg' : 'png');

export const UPLOAD_KINDS: Record<UploadType, UploadKind> = {
  recharge_proof: {
    ...UPLOAD_RULES.recharge_proof,
    outputFor: photoOrScreenshot,
    jpegQuality: 85,
    // A receipt shows the payer's name and account number.
    readPermission: 'finance.personal',
  },
  avatar: {
    ...UPLOAD_RULES.avatar,
    outputFor: photoOrScreenshot,
    jpegQuality: 80,
    readPermission: 'users.read',
  },
  kyc_front: {
    ...UPLOAD_RULES.kyc_front,
    outputFor: photoOrScreenshot,
    jpegQuality: 90,
    readPermission: 'identity.read',
  },
  kyc_back: {
    ...UPLOAD_RULES.kyc_back,
    outputFor: photoOrScreenshot,
    jpegQuality: 90,
    readPermission: 'identity.read',
  },
  support_image: {
    ...UPLOAD_RULES.support_image,
    outputFor: photoOrScreenshot,
    jpegQuality: 85,
    readPermission: 'support.messages',
  },
};

export const MIME_OF: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };
