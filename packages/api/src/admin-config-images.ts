import { z } from 'zod';
import type { UploadFormat } from './finance-uploads.ts';

/**
 * Images an operator uploads for the user app's configuration: the three home banners and the app logo.
 * POST /api/admin/config/images, multipart: field `purpose` FIRST, then field `file`. The server detects the
 * format from the bytes, re-encodes it (metadata removed, scaled down to the purpose's box) and answers the
 * image's public address, which the console then saves into the banner or logo field (PUT /config/app).
 * The address is content-addressed (the SHA-256 of the stored bytes), so it never changes meaning and is
 * cached for a year: GET /api/uniapp/config-images/{sha256}.{jpg|png}, no sign-in (logged-out visitors see
 * the banners too).
 */
export const CONFIG_IMAGE_PURPOSES = ['banner', 'logo'] as const;
export const configImagePurpose = z.enum(CONFIG_IMAGE_PURPOSES);
export type ConfigImagePurpose = z.infer<typeof configImagePurpose>;

export type ConfigImageRule = {
  formats: readonly UploadFormat[];
  maxBytes: number;
  /** The stored image fits inside this box (scaled down, never up). */
  maxWidth: number;
  maxHeight: number;
};

/** What each purpose accepts (the console checks the same before sending). No SVG: it can carry script. */
export const CONFIG_IMAGE_RULES: Record<ConfigImagePurpose, ConfigImageRule> = {
  banner: { formats: ['jpeg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024, maxWidth: 1200, maxHeight: 1200 },
  logo: { formats: ['jpeg', 'png', 'webp'], maxBytes: 2 * 1024 * 1024, maxWidth: 256, maxHeight: 256 },
};

/** Where the public images are served, under /api/uniapp. */
export const CONFIG_IMAGE_PATH = '/config-images';
export const CONFIG_IMAGE_URL_PREFIX = `/api/uniapp${CONFIG_IMAGE_PATH}/`;
export const CONFIG_IMAGE_NAME = /^[0-9a-f]{64}\.(jpg|png)$/;

export const configImageParams = z.object({ name: z.string().regex(CONFIG_IMAGE_NAME) });

export const configImageUpload = z.object({
  /** The public address to save into the banner or logo field. */
  url: z.string(),
  purpose: configImagePurpose,
  /** Of the stored re-encoding. */
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type ConfigImageUpload = z.infer<typeof configImageUpload>;
