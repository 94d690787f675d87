import 'server-only';
import { constants } from 'node:fs';
import { mkdir, open, realpath, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { contentTypeFor, isValidKey, MEDIA_URL_PREFIX } from './keys';
import type { StorageDriver } from './storage-driver';

// Files under one folder (by default $DATA_DIR/uploads), served by our /media route.
// Reads never follow a symbolic link: a link placed in the folder (by a crafted backup, or anyone
// with a shell) must not serve a file from elsewhere on the disk (docs/security.md).

/** Where a read gives up: the file is missing, a folder on the way is a file, or a link is on the way. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP']);

export function createLocalDriver(root: string): StorageDriver {
  // The folder's own real path, looked up once it exists (every /media request compares with it).
  let realRoot: string | undefined;
  const openInside = async (key: string) => {
    realRoot ??= await realpath(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return realRoot ? openUnlinked(root, realRoot, key) : null;
  };
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
      const handle = await openInside(key);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        return info.isFile() ? { size: info.size, contentType } : null;
      } finally {
        await handle.close();
      }
    },
    async read(key, { start, end }) {
      const handle = isValidKey(key) ? await openInside(key) : null;
      if (!handle) throw new Error(`No stored file ${key}`);
      // The stream closes the handle when it ends or is cancelled.
      return Readable.toWeb(handle.createReadStream({ start, end })) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}

/**
 * Opens `root/key` for reading only when neither it nor any folder on its way is a symbolic link:
 * the real path must be the plain one (a link among the folders changes it), and O_NOFOLLOW refuses
 * a link as the file itself, also one swapped in after the check. Null when there is no such file.
 */
async function openUnlinked(root: string, realRoot: string, key: string): Promise<FileHandle | null> {
  const file = path.join(root, key);
  try {
    if ((await realpath(file)) !== path.join(realRoot, key)) return null;
    // O_NONBLOCK: a named pipe left in the folder answers "not a file" instead of hanging the request.
    return await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if (NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}
