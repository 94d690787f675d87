import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_TYPES, MAX_BYTES, uploadProblems, type UploadFolder, type UploadKind } from '@/lib/upload-rules';
import { newObjectKey } from './keys';
import { getStorage } from './storage';
import { storeUpload } from './upload-records';
import { UploadError } from './upload-error';

// Every uploaded image is decoded and encoded again: what is stored is pixels we wrote,
// without the sender's metadata (GPS, comments, payloads hidden in EXIF) and without any
// polyglot tricks. Videos cannot be re-encoded here, so they are only checked by magic bytes.

const MAX_EDGE = 2000;
const THUMBNAIL_EDGE = 400;
const WEBP = { quality: 82 } as const;
// Refuses decompression bombs: a 5 MB PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 100_000_000;

/** `userId` and `clientAddress`: who sent it, kept in its `uploads` row (src/server/media/upload-records.ts). */
export type UploadInput = { bytes: Buffer; filename: string; kind: UploadKind; folder: UploadFolder; userId: string | null; clientAddress: string | null };
type CheckedInput = Pick<UploadInput, 'bytes' | 'filename' | 'kind'>;
export type StoredUpload = { url: string; thumbnailUrl: string | null; width: number | null; height: number | null };

/** The detected MIME type if it is one this kind accepts; refuses everything else. */
async function acceptedType(input: CheckedInput) {
  if (input.bytes.length > MAX_BYTES[input.kind]) throw new UploadError(uploadProblems.tooLarge(input.filename, input.kind), 413);
  // file-type reads magic bytes only; SVG (text) and renamed files come back undefined or foreign.
  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !ACCEPTED_TYPES[input.kind].includes(detected.mime)) {
    throw new UploadError(uploadProblems.notAccepted(input.filename, input.kind), 415);
  }
  return detected;
}

async function reencode(input: CheckedInput) {
  // Only the first frame of an animated GIF/WebP is kept: product pictures are stills.
  // autoOrient applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
  const source = sharp(input.bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const [full, thumbnail] = await Promise.all([
      source
        .clone()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true }),
      source.clone().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' }).webp(WEBP).toBuffer(),
    ]);
    return { full: full.data, width: full.info.width, height: full.info.height, thumbnail };
  } catch {
    // Right magic bytes, but not a picture sharp can read (truncated, corrupt, too many pixels).
    throw new UploadError(uploadProblems.notAccepted(input.filename, input.kind), 415);
  }
}

/**
 * An image checked and re-encoded but not stored, for uploads kept under keys of their own
 * (review photos stay private until approved, src/server/reviews/review-photos.ts).
 */
export async function cleanImage(bytes: Buffer, filename: string) {
  const input: CheckedInput = { bytes, filename, kind: 'image' };
  await acceptedType(input);
  return reencode(input);
}

/** Checks, re-encodes (images) and stores an upload under fresh random keys, each recorded for the sweeper. */
export async function processUpload(input: UploadInput): Promise<StoredUpload> {
  const type = await acceptedType(input);
  const storage = getStorage();
  const origin = { kind: 'media', userId: input.userId, clientAddress: input.clientAddress } as const;

  if (input.kind === 'video') {
    const key = newObjectKey(input.folder, type.ext);
    await storeUpload(origin, [{ key, body: input.bytes, contentType: type.mime }]);
    return { url: storage.publicUrl(key), thumbnailUrl: null, width: null, height: null };
  }

  const image = await reencode(input);
  const key = newObjectKey(input.folder, 'webp');
  const thumbnailKey = newObjectKey(input.folder, 'webp');
  // Both or neither: a lone picture without its thumbnail is never left behind.
  await storeUpload(origin, [
    { key, body: image.full, contentType: 'image/webp' },
    { key: thumbnailKey, body: image.thumbnail, contentType: 'image/webp' },
  ]);
  return { url: storage.publicUrl(key), thumbnailUrl: storage.publicUrl(thumbnailKey), width: image.width, height: image.height };
}
