import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
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
    async stat(key) {
      const contentType = contentTypeFor(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        const info = await stat(fileFor(key));
        return info.isFile() ? { size: info.size, contentType } : null;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async read(key, { start, end }) {
      return Readable.toWeb(createReadStream(fileFor(key), { start, end })) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}
