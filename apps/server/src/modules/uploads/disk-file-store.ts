import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStorageKey, type FileStore } from './file-store.ts';

/** Files under `<DATA_DIR>/uploads/<first two key characters>/<key>`, readable by the server's user only. */
export function createDiskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const safe = checkStorageKey(key);
    return path.join(root, safe.slice(0, 2), safe);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // 'wx': a key is written once; a collision (never expected with 192 random bits) fails loudly.
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
