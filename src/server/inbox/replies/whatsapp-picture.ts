import 'server-only';
import sharp from 'sharp';
import { ActionError } from '@/server/action-error';
import type { StaffUser } from '@/server/auth/session';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { storeUpload } from '@/server/media/upload-records';
import { siteUrl } from '@/server/site-url';

// A picture sent as a picture on WhatsApp (docs/decisions/0081-one-inbox.md). Meta fetches it from the
// address it is given and takes JPEG or PNG only (at most 5 MB); the back office's uploads are WebP
// (src/server/media/process-upload.ts). So the reply's picture is kept as a JPEG copy in the shop's public
// storage, the one the conversation then shows, and Meta is given its absolute address.

/** JPEG and PNG go as they are; anything else (WebP) as a JPEG copy. */
const META_TYPES = new Set(['image/jpeg', 'image/png']);

/** Uploads are at most 2,000 px on their longest edge (reencode.ts); a JPEG of that stays well under Meta's 5 MB. */
const JPEG_QUALITY = 85;

async function readAll(key: string, size: number): Promise<Buffer> {
  const stream = await getStorage().read(key, { start: 0, end: Math.max(0, size - 1) });
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const absolute = (url: string) => (url.startsWith('/') ? siteUrl(url) : url);

/** The picture's key and public address as WhatsApp can take it. */
export async function pictureForWhatsApp(mediaKey: string, staff: StaffUser): Promise<{ mediaKey: string; link: string }> {
  const storage = getStorage();
  const info = await storage.stat(mediaKey);
  if (!info) throw new ActionError('Upload the picture again: it is not in the shop’s storage.');
  if (META_TYPES.has(info.contentType)) return { mediaKey, link: absolute(storage.publicUrl(mediaKey)) };
  let jpeg: Buffer;
  try {
    jpeg = await sharp(await readAll(mediaKey, info.size)).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  } catch {
    throw new ActionError('This file is not a picture WhatsApp can show. Upload a JPEG, PNG or WebP picture.');
  }
  const key = newObjectKey('inbox', 'jpg');
  await storeUpload({ kind: 'media', userId: staff.id, clientAddress: null }, [{ key, body: jpeg, contentType: 'image/jpeg' }]);
  return { mediaKey: key, link: absolute(storage.publicUrl(key)) };
}
