import 'server-only';
import os from 'node:os';
import sharp from 'sharp';
import { getStorage, newObjectKey } from '@/server/media/storage';

// SVG to WebP through sharp (librsvg), and into storage. Effort 1 encodes about three times
// faster than the default for files only a little larger (a product shot is ~13 KB), which
// keeps the whole demo seed to a few seconds.

const WEBP = { quality: 80, effort: 1 } as const;

export const PRODUCT_SIZE = 1200;
export const THUMBNAIL_SIZE = 400;

export function svgToWebp(svg: string) {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

export type Layers = { backdrop: string; subject: string };

/** Renders layered pictures, rendering each distinct backdrop only once. */
export function layerRenderer() {
  const backdrops = new Map<string, Promise<Buffer>>();
  const backdropPng = (svg: string) => {
    let png = backdrops.get(svg);
    if (!png) {
      png = sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
      backdrops.set(svg, png);
    }
    return png;
  };
  const flatten = async ({ backdrop, subject }: Layers) =>
    sharp(await backdropPng(backdrop))
      .composite([{ input: Buffer.from(subject) }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  return {
    async webp(layers: Layers) {
      const { data, info } = await flatten(layers);
      return sharp(data, { raw: info }).webp(WEBP).toBuffer();
    },
    /** The full picture and a square thumbnail from a single render. */
    async webpWithThumbnail(layers: Layers) {
      const { data, info } = await flatten(layers);
      const [full, thumbnail] = await Promise.all([
        sharp(data, { raw: info }).webp(WEBP).toBuffer(),
        sharp(data, { raw: info }).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE).webp(WEBP).toBuffer(),
      ]);
      return { full, thumbnail };
    },
  };
}

/** Stores one WebP under a fresh key and returns its public URL. Each row gets its own file,
 *  so deleting an image from one row never breaks another. */
export async function storeWebp(folder: string, body: Buffer) {
  const storage = getStorage();
  const key = newObjectKey(folder, 'webp');
  await storage.put(key, body, 'image/webp');
  return storage.publicUrl(key);
}

/** Runs tasks with at most `limit` in flight (sharp does its work off the main thread). */
export async function inParallel<T>(tasks: Array<() => Promise<T>>, limit = Math.max(2, os.availableParallelism())) {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
