// The background encoder's own process (src/server/media/background-encoder.ts): it takes the lowest CPU
// priority, then re-encodes each picture it is sent (src/server/media/reencode.ts), as it is sent, and
// answers with the result or why not. It ends when the shop's process closes the channel or ends.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import type { EncoderAnswer, EncoderRequest } from './background-encoder';

const LOWEST_PRIORITY = 19;

/**
 * On Linux a priority belongs to each thread: every thread running now takes the lowest, and the ones
 * started later (libuv's pool, libvips's workers) inherit it from the thread that starts them.
 */
function takeLowestPriority() {
  const threads = existsSync('/proc/self/task') ? readdirSync('/proc/self/task').map(Number) : [0];
  for (const thread of threads) os.setPriority(thread, LOWEST_PRIORITY);
}

async function answer({ id, bytes, maxPixels }: EncoderRequest): Promise<EncoderAnswer> {
  // Loaded after the priority is taken, so that sharp's threads start with it.
  const [{ reencodePicture }, { default: sharp }] = await Promise.all([import('./reencode'), import('sharp')]);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  try {
    // The header alone says the size: a 10,000 × 10,000 interlaced PNG of 324 KB decodes to 300 MB,
    // twice (the picture and its thumbnail), so such a picture is refused before a pixel is decoded.
    const { width = 0, height = 0 } = await sharp(input).metadata();
    if (width * height > maxPixels) {
      return { id, refusal: `is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels: pictures of more than ${maxPixels / 1_000_000} megapixels are not taken.` };
    }
    const picture = await reencodePicture(input);
    return { id, full: picture.full, thumbnail: picture.thumbnail, width: picture.width, height: picture.height };
  } catch (error) {
    return { id, problem: error instanceof Error ? error.message : String(error) };
  }
}

takeLowestPriority();
process.on('message', (request: EncoderRequest) => {
  void answer(request).then((reply) => process.send!(reply));
});
process.on('disconnect', () => process.exit(0));
