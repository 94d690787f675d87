import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

// Storage keys are `folder/…/name.ext`, the same for every driver: a shop moves to S3 by
// copying the uploads folder into the bucket as it is.

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  // Customers' voice notes in the inbox (src/server/inbox/inbox-media.ts).
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
};

// No dots outside the extension, so no key can climb out of its folder.
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isValidKey(key: string) {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

/** The type a key is served with: decided by us from the extension, never by the stored file. */
export function contentTypeFor(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}

/** A fresh, unguessable key such as `products/3f2a….webp`; stored files are never overwritten. */
export function newObjectKey(folder: string, extension: string) {
  return `${folder}/${randomUUID()}.${extension.replace(/^\./, '')}`;
}

export const MEDIA_URL_PREFIX = '/media/';

/**
 * Keys under this prefix are private (proofs of bank transfers): never served under /media or
 * from a public bucket URL, only by the route that checks who is asking (docs/security.md).
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function isPrivateKey(key: string) {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}
