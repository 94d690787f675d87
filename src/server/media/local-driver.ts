import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, isValidKey, MEDIA_URL_PREFIX } from './keys';
import type { StorageDriver } from './storage';

// Files under one folder (by default $DATA_DIR/uploads), served by our /media route.

export function createLocalDriver(root: string): StorageDriver {
  const fileFor = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a key is never written twice, so an existing file is never replaced.
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      const contentType = contentTypeFor(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        return { body: await readFile(fileFor(key)), contentType };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}
