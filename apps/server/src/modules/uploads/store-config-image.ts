import { randomBytes } from 'node:crypto';
import type { ConfigImageUpload } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type AuditActor, appendAudit } from '../audit-log/index.ts';
import { insertConfigImage, renewConfigImage } from './config-image-repo.ts';
import type { FileStore } from './file-store.ts';

type Deps = Pick<AppContext, 'db' | 'clock' | 'log'> & { store: FileStore };

const deleteCopy = ({ store, log }: Deps, storageKey: string, name: string) =>
  store.delete(storageKey).catch((error: unknown) => {
    log.warn({ err: error, name }, 'config image copy delete failed');
  });

/** In the upload's transaction; answers the key of the copy it stored, if its row is the one kept. */
async function storeOnce(
  deps: Deps,
  trx: Db,
  name: string,
  data: Buffer,
  row: Omit<Parameters<typeof insertConfigImage>[1], 'storage_key' | 'name' | 'referenced_at'>,
): Promise<string | undefined> {
  // The same picture again counts as uploaded now: the day the sweep allows for the save starts again.
  if (await renewConfigImage(trx, name, row.created_at)) return undefined;
  const storageKey = randomBytes(24).toString('base64url');
  await deps.store.put(storageKey, data, row.mime);
  // Two operators storing the same picture at once: the second row loses and its copy goes.
  if (await insertConfigImage(trx, { ...row, name, storage_key: storageKey, referenced_at: null })) {
    return storageKey;
  }
  await deleteCopy(deps, storageKey, name);
  return undefined;
}

/**
 * A re-encoded config image stored once under its content's `name`. The image's row and its audit row
 * commit together; a copy whose row did not commit is deleted.
 */
export async function storeConfigImage(
  deps: Deps,
  actor: AuditActor,
  image: { name: string; data: Buffer; row: Omit<ConfigImageUpload, 'url'>; stored: ConfigImageUpload },
): Promise<void> {
  const { name, data, row, stored } = image;
  const at = dateOf(deps.clock);
  let copy: string | undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      copy = await storeOnce(deps, trx, name, data, {
        ...row,
        uploaded_by: actor.operatorId ?? '',
        created_at: at,
      });
      await appendAudit(trx, {
        actor,
        at,
        action: 'config.image_upload',
        targetType: 'config_image',
        targetId: name,
        after: stored,
      });
    });
  } catch (error) {
    if (copy !== undefined) await deleteCopy(deps, copy, name);
    throw error;
  }
}
