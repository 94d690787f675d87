import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { cleanImage } from '@/server/media/process-upload';
import { getStorage, newObjectKey, PRIVATE_KEY_PREFIX } from '@/server/media/storage';
import { UploadError } from '@/server/media/upload-error';
import { MAX_BYTES } from '@/lib/upload-rules';

// A customer's picture or voice note, checked as uploads are (src/server/media/process-upload.ts) before the
// shop keeps it (docs/decisions/0081-one-inbox.md): the type sniffed from the bytes, never Meta's claim; a
// picture decoded and encoded again (no metadata, no polyglot), a voice note only one of the formats
// WhatsApp records. Kept under PRIVATE keys: a customer's files are for the team, never public.

export const INBOX_MEDIA_FOLDER = `${PRIVATE_KEY_PREFIX}inbox`;

/** WhatsApp's voice notes and audio files: at most 16 MB (Meta's own limit for audio). */
export const MAX_VOICE_NOTE_BYTES = 16 * 1024 * 1024;

/** Sniffed audio types the shop keeps, each with the type and extension it is stored under. */
const VOICE_NOTE_TYPES: Record<string, { type: string; ext: string }> = {
  'audio/ogg; codecs=opus': { type: 'audio/ogg', ext: 'ogg' },
  'audio/ogg': { type: 'audio/ogg', ext: 'ogg' },
  'audio/opus': { type: 'audio/ogg', ext: 'ogg' },
  'audio/mpeg': { type: 'audio/mpeg', ext: 'mp3' },
  'audio/mp4': { type: 'audio/mp4', ext: 'm4a' },
  'audio/x-m4a': { type: 'audio/mp4', ext: 'm4a' },
  'audio/aac': { type: 'audio/aac', ext: 'aac' },
};

export type MediaKind = 'image' | 'audio';
export type KeptMedia = { kept: { key: string; type: string } } | { refused: string };

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const maxBytesOf = (kind: MediaKind) => (kind === 'image' ? MAX_BYTES.image : MAX_VOICE_NOTE_BYTES);

/** Why a file past the cap is refused, as the team reads it on the message. */
export const tooLargeNote = (kind: MediaKind) => `${kind === 'image' ? 'The picture' : 'The voice note'} is larger than ${megabytes(maxBytesOf(kind))}, so it was not kept.`;

async function keepPicture(bytes: Buffer): Promise<KeptMedia> {
  let image;
  try {
    // Re-encoded at the lowest priority, as the catalogue import's pictures are: the storefront keeps its cores.
    image = await cleanImage(bytes, 'The picture', 'background');
  } catch (error) {
    if (error instanceof UploadError) return { refused: 'It was sent as a picture but is not one the shop can read, so it was not kept.' };
    throw error;
  }
  const key = newObjectKey(INBOX_MEDIA_FOLDER, 'webp');
  const storage = getStorage();
  await storage.put(key, image.full, 'image/webp');
  await storage.put(key.replace(/\.webp$/, '-thumb.webp'), image.thumbnail, 'image/webp');
  return { kept: { key, type: 'image/webp' } };
}

async function keepVoiceNote(bytes: Buffer): Promise<KeptMedia> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? VOICE_NOTE_TYPES[detected.mime] : undefined;
  if (!accepted) return { refused: 'It was sent as a voice note but is not audio the shop keeps (Ogg, MP3, M4A or AAC), so it was not kept.' };
  const key = newObjectKey(INBOX_MEDIA_FOLDER, accepted.ext);
  await getStorage().put(key, bytes, accepted.type);
  return { kept: { key, type: accepted.type } };
}

/** Checks and stores the file, or says why not; a file past the cap never reaches here (the download stops). */
export function keepInboxMedia(kind: MediaKind, bytes: Buffer): Promise<KeptMedia> {
  if (bytes.length > maxBytesOf(kind)) return Promise.resolve({ refused: tooLargeNote(kind) });
  return kind === 'image' ? keepPicture(bytes) : keepVoiceNote(bytes);
}
