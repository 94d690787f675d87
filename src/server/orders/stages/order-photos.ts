import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { db } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import { getAuthSecret } from '@/server/auth/secret';
import { mayReadCustomerData, type CustomerDataViewer } from '@/server/auth/customer-data-access';
import { newObjectKey } from '@/server/media/storage';
import { storeUpload, type UploadOrigin } from '@/server/media/upload-records';
import { MAX_IMAGE_BYTES } from '@/lib/constants';
import { PROBLEM_PHOTO_FOLDER, STAGE_PHOTO_FOLDER, photoKeyOrder } from '@/lib/order-following';

// Workshop photos (an admin's, on a stage) and problem photos (a buyer's, after Delivered), kept
// as privately as proofs of transfer (docs/security.md, "Order photos"): checked by magic bytes,
// decoded and written again as JPEG (no metadata, no polyglots), stored under a private key that
// names the order, served only to the order's owner, staff, or a /track visitor holding a
// short-lived pass signed with the auth secret.

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_EDGE = 2000;
// Refuses decompression bombs: a 5 MB PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 100_000_000;

export class PhotoError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 | 415 | 429,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

export const PHOTO_PROBLEMS = {
  missing: 'Choose a photo to send.',
  tooLarge: `The photo is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB).`,
  wrongType: 'Send a photo (JPEG, PNG or WebP).',
} as const;

/** Who sent a photo, for its `uploads` row; a buyer's problem photos count against their daily budget. */
export type PhotoSender = Pick<UploadOrigin, 'userId' | 'clientAddress'>;

/**
 * Stores one photo of `orderId`; returns its private key, which the stage or report then names.
 * One that nothing names is swept a day later (src/server/media/upload-records.ts).
 */
export async function saveOrderPhoto(kind: 'stage' | 'problem', orderId: string, bytes: Buffer, sender: PhotoSender): Promise<string> {
  if (bytes.length === 0) throw new PhotoError(PHOTO_PROBLEMS.missing, 400);
  if (bytes.length > MAX_IMAGE_BYTES) throw new PhotoError(PHOTO_PROBLEMS.tooLarge, 413);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !ACCEPTED.has(detected)) throw new PhotoError(PHOTO_PROBLEMS.wrongType, 415);
  let stored: Buffer;
  try {
    stored = await sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new PhotoError(PHOTO_PROBLEMS.wrongType, 415);
  }
  const key = newObjectKey(`${kind === 'stage' ? STAGE_PHOTO_FOLDER : PROBLEM_PHOTO_FOLDER}/${orderId}`, 'jpg');
  await storeUpload({ kind: kind === 'stage' ? 'stage-photo' : 'problem-photo', ...sender }, [{ key, body: stored, contentType: 'image/jpeg' }]);
  return key;
}

/** Keys the caller named that are not photos of this order (of this kind): refused by the actions. */
export function foreignPhotoKeys(kind: 'stage' | 'problem', orderId: string, keys: readonly string[]) {
  return keys.filter((key) => {
    const owner = photoKeyOrder(key);
    return !owner || owner.kind !== kind || owner.orderId !== orderId;
  });
}

// ---- /track's pass -----------------------------------------------------------------------------

/** How long a /track pass (its timeline and photos) lasts once the phone or email was checked. */
export const TRACK_PASS_SECONDS = 60 * 60;

function sign(payload: string) {
  return createHmac('sha256', getAuthSecret()).update(`order-track|${payload}`).digest('base64url');
}

/** A pass to one order's timeline until `now + TRACK_PASS_SECONDS`: `<order number>.<expiry>.<mac>`. */
export function trackPass(orderNumber: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TRACK_PASS_SECONDS;
  const payload = `${orderNumber}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

/** The order number a pass opens, or null when it is forged, damaged or expired. */
export function readTrackPass(pass: string | null | undefined, now = Date.now()): string | null {
  const parts = pass?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [orderNumber, expires, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${orderNumber}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < now) return null;
  return orderNumber;
}

// ---- serving -----------------------------------------------------------------------------------

/**
 * Whether this photo may be shown to whoever asks: the key must be a photo the order actually
 * shows (a stage's, or the buyer's report), and the asker the order's owner, staff, or, for
 * workshop photos only, the holder of a valid /track pass for that order. Null otherwise, exactly
 * as for a photo that does not exist.
 */
export async function photoForViewer(key: string, viewer: CustomerDataViewer | null, pass: string | null): Promise<string | null> {
  const owner = photoKeyOrder(key);
  if (!owner) return null;
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, userId: orders.userId, problemPhotoKeys: orders.problemPhotoKeys })
    .from(orders)
    .where(eq(orders.id, owner.orderId));
  if (!order) return null;
  if (owner.kind === 'problem') {
    if (!order.problemPhotoKeys.includes(key)) return null;
  } else {
    const [shown] = await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, owner.orderId), sql`${key} = any(${orderEvents.photoKeys})`))
      .limit(1);
    if (!shown) return null;
  }
  if (owner.kind === 'stage' && pass && readTrackPass(pass) === order.orderNumber) return key;
  if (viewer && (await mayReadCustomerData(viewer, order.userId))) return key;
  return null;
}
