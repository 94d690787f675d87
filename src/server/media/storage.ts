import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/server/env';

// Where uploaded and seeded files live. The local driver keeps them under $DATA_DIR/uploads
// and serves them from /media/<key>; object storage (S3) is the second driver, for shops
// that run several instances (DESIGN.md section 8).

export type StoredObject = { body: Buffer; contentType: string };

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isValidKey(key: string) {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

export function contentTypeFor(key: string) {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}

/** A fresh, unguessable key such as `products/3f2a….webp`; stored files are never overwritten. */
export function newObjectKey(folder: string, extension: string) {
  return `${folder}/${randomUUID()}.${extension.replace(/^\./, '')}`;
}

export const MEDIA_URL_PREFIX = '/media/';

/** The storage key of a URL we serve ourselves, or null for any other URL. */
export function keyFromPublicUrl(url: string) {
  return url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null;
}

function localDriver(root: string): StorageDriver {
  const fileFor = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      const contentType = contentTypeFor(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        return { body: await readFile(fileFor(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}

export function getStorage(): StorageDriver {
  return localDriver(path.join(getEnv().dataDir, 'uploads'));
}
