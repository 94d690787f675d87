import 'server-only';
import path from 'node:path';
import { getEnv } from '@/server/env';
import { isPrivateKey, isValidKey, MEDIA_URL_PREFIX } from './keys';
import { createLocalDriver } from './local-driver';
import { createS3Driver } from './s3-driver';
import type { StorageDriver } from './storage-driver';

// Where uploaded and seeded files live: the local disk under $DATA_DIR/uploads (one machine),
// or S3-compatible object storage when S3_* is set (several instances, docs/architecture.md section 8).

// The key helpers predate the split into drivers; callers keep importing them from here.
export { contentTypeFor, isPrivateKey, isValidKey, MEDIA_URL_PREFIX, newObjectKey, PRIVATE_KEY_PREFIX } from './keys';

export type { ByteSpan, StorageDriver, StoredObjectInfo } from './storage-driver';

/** The storage key of a URL we handed out (ours under /media/ or the bucket's public URL), or null; never a private key. */
export function keyFromPublicUrl(url: string) {
  const publicBase = getEnv().s3?.publicUrl;
  let key: string | null = null;
  if (url.startsWith(MEDIA_URL_PREFIX)) key = url.slice(MEDIA_URL_PREFIX.length);
  else if (publicBase && url.startsWith(`${publicBase}/`)) key = url.slice(publicBase.length + 1);
  return key !== null && isValidKey(key) && !isPrivateKey(key) ? key : null;
}

declare global {
  var __storeStorage: StorageDriver | undefined;
}

/** The driver chosen by the environment, made once per process. */
export function getStorage(): StorageDriver {
  globalThis.__storeStorage ??= createStorage();
  return globalThis.__storeStorage;
}

function createStorage(): StorageDriver {
  const env = getEnv();
  return env.s3 ? createS3Driver(env.s3) : createLocalDriver(path.join(env.dataDir, 'uploads'));
}
