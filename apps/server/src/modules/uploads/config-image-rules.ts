import { CONFIG_IMAGE_RULES, type ConfigImagePurpose } from '@halcyon/api';
import type { OutputFormat, UploadKind } from './upload-rules.ts';

/** Photos stay JPEG; PNG, WebP and GIF become PNG, so a logo keeps its transparency. */
const photoOrGraphic = (input: string): OutputFormat => (input === 'jpeg' ? 'jpeg' : 'png');

/** Banners and the logo as upload kinds: the same detection and re-encoding as every upload, in their box. */
export const CONFIG_IMAGE_KINDS: Record<ConfigImagePurpose, UploadKind> = {
  banner: {
    formats: CONFIG_IMAGE_RULES.banner.formats,
    maxBytes: CONFIG_IMAGE_RULES.banner.maxBytes,
    outputFor: photoOrGraphic,
    jpegQuality: 85,
    readPermission: 'config.read',
    box: { width: CONFIG_IMAGE_RULES.banner.maxWidth, height: CONFIG_IMAGE_RULES.banner.maxHeight },
  },
  logo: {
    formats: CONFIG_IMAGE_RULES.logo.formats,
    maxBytes: CONFIG_IMAGE_RULES.logo.maxBytes,
    outputFor: photoOrGraphic,
    jpegQuality: 90,
    readPermission: 'config.read',
    box: { width: CONFIG_IMAGE_RULES.logo.maxWidth, height: CONFIG_IMAGE_RULES.logo.maxHeight },
  },
};

/** The largest body a config image may have (checked per purpose after reading). */
export const CONFIG_IMAGE_MAX_BYTES = Math.max(
  ...Object.values(CONFIG_IMAGE_RULES).map((rule) => rule.maxBytes),
);
