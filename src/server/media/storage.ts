import 'server-only';
import path from 'node:path';
import { getEnv } from '@/server/env';
import { isPrivateKey, isValidKey, MEDIA_URL_PREFIX } from './keys';
import { createLocalDriver } from './local-driver';
import { createS3Driver } from './s3-driver';

// Where uploaded and seeded files live: the local disk under $DATA_DIR/uploads (one machine),
// or S3-compatible object storage when S3_* is set (several instances, docs/architecture.md section 8).

// The key helpers predate the split into drivers; callers keep importing them from here.
export { contentTypeFor, isPrivateKey, isValidKey, MEDIA_URL_PREFIX, newObjectKey, PRIVATE_KEY_PREFIX } from './keys';

export type StoredObjectInfo = { size: number; contentType: string };

/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteSpan = { start: number; end: number };

export interface StorageDriver {
  /** Writes a new object; keys are random and never reused. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Size and type of the object, or null when the key is unknown or not one we could have written. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /**
   * The bytes `span` of an object that stat() found, as a stream: files are sent as they are
   * read, never held whole in memory (a hero video is up to 50 MB, and a flood of range
   * requests must not multiply that; docs/security.md). Cancelling the stream releases the
   * file or the connection to the bucket.
   */
  read(key: string, span: ByteSpan): Promise<ReadableStream<Uint8Array>>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

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
