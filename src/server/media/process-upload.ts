import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_TYPES, MAX_BYTES, uploadProblems, type UploadFolder, type UploadKind } from '@/lib/upload-rules';
import { EncoderRefusal, reencodeInBackground } from './background-encoder';
import { newObjectKey } from './keys';
import { reencodePicture, type Reencoded } from './reencode';
import { getStorage } from './storage';
import { storeUpload } from './upload-records';
import { UploadError } from './upload-error';

// Every uploaded image is decoded and encoded again: what is stored is pixels we wrote,
// without the sender's metadata (GPS, comments, payloads hidden in EXIF) and without any
// polyglot tricks (src/server/media/reencode.ts). Videos cannot be re-encoded here, so they are only
// checked by magic bytes.

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

/** Where an image is re-encoded: here, for an upload someone waits on; or in the background encoder, at the lowest priority, for a job's (src/server/media/background-encoder.ts). */
export type Encoding = 'here' | 'background';

async function reencode(input: CheckedInput, encoding: Encoding = 'here'): Promise<Reencoded> {
  try {
    return encoding === 'background' ? await reencodeInBackground(input.bytes) : await reencodePicture(input.bytes);
  } catch (error) {
    // The background encoder's own refusals say why: too large, too slow, stopped it twice.
    if (error instanceof EncoderRefusal) throw new UploadError({ title: 'Invalid file', description: `${input.filename} ${error.message}` }, 415);
    // Right magic bytes, but not a picture sharp can read (truncated, corrupt, too many pixels).
    throw new UploadError(uploadProblems.notAccepted(input.filename, input.kind), 415);
  }
}

/**
 * An image checked and re-encoded but not stored, for uploads kept under keys of their own
 * (review photos stay private until approved, src/server/reviews/review-photos.ts; a job's in the background,
 * the inbox's pictures, src/server/inbox/inbox-media.ts).
 */
export async function cleanImage(bytes: Buffer, filename: string, encoding: Encoding = 'here') {
  const input: CheckedInput = { bytes, filename, kind: 'image' };
  await acceptedType(input);
  return reencode(input, encoding);
}

/** Checks, re-encodes (images) and stores an upload under fresh random keys, each recorded for the sweeper. */
export async function processUpload(input: UploadInput, encoding: Encoding = 'here'): Promise<StoredUpload> {
  const type = await acceptedType(input);
  const storage = getStorage();
  const origin = { kind: 'media', userId: input.userId, clientAddress: input.clientAddress } as const;

  if (input.kind === 'video') {
    const key = newObjectKey(input.folder, type.ext);
    await storeUpload(origin, [{ key, body: input.bytes, contentType: type.mime }]);
    return { url: storage.publicUrl(key), thumbnailUrl: null, width: null, height: null };
  }

  const image = await reencode(input, encoding);
  const key = newObjectKey(input.folder, 'webp');
  const thumbnailKey = newObjectKey(input.folder, 'webp');
  // Both or neither: a lone picture without its thumbnail is never left behind.
  await storeUpload(origin, [
    { key, body: image.full, contentType: 'image/webp' },
    { key: thumbnailKey, body: image.thumbnail, contentType: 'image/webp' },
  ]);
  return { url: storage.publicUrl(key), thumbnailUrl: storage.publicUrl(thumbnailKey), width: image.width, height: image.height };
}
