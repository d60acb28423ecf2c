import path from 'node:path';
import type { App, AppContext } from '../../platform/app-types.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { createSealingFileStore } from './sealing-file-store.ts';
import { createUploadsService, type UploadsService } from './service.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The server secret that seals uploads at rest (wrapped by DATA_ENCRYPTION_KEY when that is set). */
export const UPLOAD_KEY_NAME = 'upload-file-key';

/**
 * The uploads service on the configured store (S3 when S3_* is set, else DATA_DIR/uploads), with an hourly
 * sweep of unreferenced uploads and config images while the app runs (`sweep: false` in tests, which sweep
 * themselves).
 *
 * Every upload (identity documents, proofs, support pictures, avatars) is sealed with a data key that is a
 * server secret, like real names, so the bucket or the directory alone opens none of them, and rotating
 * DATA_ENCRYPTION_KEY rewraps that one key instead of every file. Config images are public by design (anyone
 * may fetch them, named by their content's hash) and stay plain on the same store.
 */
export function createUploads(app: App, ctx: AppContext, options: { sweep?: boolean } = {}): UploadsService {
  let store: FileStore;
  const s3 = ctx.config.s3;
  if (s3) {
    const s3Store = createS3FileStore(s3);
    app.addHook('onClose', async () => s3Store.close());
    store = s3Store;
  } else {
    store = createDiskFileStore(path.join(ctx.config.dataDir, 'uploads'));
  }
  // ServerSecrets keeps the key once read: asking per file costs no query.
  const sealed = createSealingFileStore(store, () => ctx.secrets.get(UPLOAD_KEY_NAME));
  const uploads = createUploadsService(ctx, { store: sealed, plainStore: store });
  if (options.sweep ?? true) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        uploads.sweepUnused().catch((error: unknown) => ctx.log.warn({ err: error }, 'upload sweep failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return uploads;
}
