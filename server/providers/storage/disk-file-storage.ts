import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StorageError, type FileStorage } from './file-storage';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{7,127}$/;
const PARTIAL = '.partial';

/** Files under `<root>/<first two characters>/<key>`; written to a temp name, synced, then renamed. */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys come from us, but a path must never escape the root whatever it is given.
    if (!SAFE_KEY.test(key)) throw new StorageError(`Invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };

  return {
    name: 'disk',

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}${PARTIAL}`;
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    },

    async get(key): Promise<Readable | null> {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    /** Temporary files older than `before`: a write takes milliseconds, so these were cut short. */
    async removeAbandoned(before) {
      let removed = 0;
      const folders = await readdir(root).catch(() => [] as string[]);
      for (const folder of folders) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names.filter((entry) => entry.endsWith(PARTIAL))) {
          const file = path.join(root, folder, name);
          const stats = await stat(file).catch(() => null);
          if (stats && stats.mtime < before) {
            await rm(file, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
