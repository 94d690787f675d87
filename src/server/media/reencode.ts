import sharp from 'sharp';

// The one re-encoding of an uploaded picture: decoded and encoded again as WebP, in its full size and a
// square thumbnail, so what is stored is pixels we wrote. Run in the caller's process for an upload
// someone waits on (src/server/media/process-upload.ts), and in the background encoder's for a job's
// (src/server/media/background-encoder-process.ts), so it imports nothing of the shop's.

const MAX_EDGE = 2000;
const THUMBNAIL_EDGE = 400;
const WEBP = { quality: 82 } as const;
// Refuses decompression bombs: a 5 MB PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 100_000_000;

export type Reencoded = { full: Buffer; width: number; height: number; thumbnail: Buffer };

/** Throws when the bytes are no picture sharp can read (truncated, corrupt, too many pixels). */
export async function reencodePicture(bytes: Buffer): Promise<Reencoded> {
  // Only the first frame of an animated GIF/WebP is kept: product pictures are stills.
  // autoOrient applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
  const source = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const [full, thumbnail] = await Promise.all([
    source
      .clone()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true }),
    source.clone().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover' }).webp(WEBP).toBuffer(),
  ]);
  return { full: full.data, width: full.info.width, height: full.info.height, thumbnail };
}
