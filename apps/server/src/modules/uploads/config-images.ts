import {
  CONFIG_IMAGE_NAME,
  CONFIG_IMAGE_URL_PREFIX,
  type ConfigImagePurpose,
  type ConfigImageUpload,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadTooLarge } from '../../platform/image-checks.ts';
import type { AuditActor } from '../audit-log/index.ts';
import { sha256Bytes } from './checksum.ts';
import { findConfigImage, referenceConfigImage } from './config-image-repo.ts';
import { CONFIG_IMAGE_KINDS } from './config-image-rules.ts';
import { sweepUnreferencedConfigImages } from './config-image-sweep.ts';
import type { FileStore } from './file-store.ts';
import { reencodeImage } from './image-processing.ts';
import { storeConfigImage } from './store-config-image.ts';

export type ConfigImages = ReturnType<typeof createConfigImages>;
export type PublicImage = { data: Buffer; mime: string; name: string };

export const configImageUrl = (name: string) => `${CONFIG_IMAGE_URL_PREFIX}${name}`;

/** The stored name a config image address points at; undefined for any other address. */
function nameOfUrl(url: string): string | undefined {
  if (!url.startsWith(CONFIG_IMAGE_URL_PREFIX)) return undefined;
  const name = url.slice(CONFIG_IMAGE_URL_PREFIX.length);
  return CONFIG_IMAGE_NAME.test(name) ? name : undefined;
}

/**
 * Banner and logo images: re-encoded like every upload, named by the SHA-256 of the stored bytes (the same
 * picture uploaded twice is stored once), kept on the configured store and served to anyone. Storing one
 * is audited; the configuration only points at it when an operator saves it (PUT /config/app, audited too),
 * which claims it; one never claimed is swept a day after its upload.
 */
export function createConfigImages(
  { db, clock, log }: Pick<AppContext, 'db' | 'clock' | 'log'>,
  store: FileStore,
) {
  return {
    async upload(actor: AuditActor, purpose: ConfigImagePurpose, bytes: Buffer): Promise<ConfigImageUpload> {
      const kind = CONFIG_IMAGE_KINDS[purpose];
      if (bytes.length === 0)
        throw new AppError('FILE_REQUIRED', undefined, { file: ['validation.required'] });
      if (bytes.length > kind.maxBytes) throw uploadTooLarge(kind.maxBytes);
      const image = await reencodeImage(bytes, kind);
      const name = `${sha256Bytes(image.data)}.${image.mime === 'image/jpeg' ? 'jpg' : 'png'}`;
      const row = {
        purpose,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: image.data.length,
      };
      const stored = { url: configImageUrl(name), ...row };
      await storeConfigImage({ db, clock, log, store }, actor, { name, data: image.data, row, stored });
      return stored;
    },

    /**
     * Inside the saving transaction: marks the image at `url` as shown by the configuration, so the sweep
     * keeps it. False when `url` is not the address of a stored config image.
     */
    async claim(trx: Db, url: string): Promise<boolean> {
      const name = nameOfUrl(url);
      return name !== undefined && referenceConfigImage(trx, name, dateOf(clock));
    },

    /** Deletes images no saved configuration pointed at within a day of their upload; answers how many. */
    sweepUnreferenced: (limit = 500) => sweepUnreferencedConfigImages({ db, clock, log }, store, limit),

    /** Anyone's to read; a name that was never stored is a 404. */
    async read(name: string): Promise<PublicImage> {
      const row = await findConfigImage(db, name);
      const data = row ? await store.get(row.storage_key) : null;
      if (!row || !data) throw new AppError('NOT_FOUND');
      return { data, mime: row.mime, name };
    },
  };
}
