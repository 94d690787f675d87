import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createS3Driver } from '@/server/media/s3-driver';
import { createLocalDriver } from '@/server/media/local-driver';
import { parseEnv } from '@/server/env';
import type { StorageDriver } from '@/server/media/storage';
import { GET as getMedia } from '@/app/media/[...key]/route';

// The range-request flood (docs/security.md): /media used to read a whole file into memory
// for every request, even `Range: bytes=0-0`, so 50 parallel requests for a 50 MB hero video
// cost gigabytes. Files are now streamed from the disk or the bucket, on both drivers.

const s3 = await vi.hoisted(async () => {
  const { startS3Server } = await import('../helpers/s3-server');
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  return startS3Server('product-images');
});
afterAll(() => s3.close());

const SIZE = 50 * 1024 * 1024;
const video = randomBytes(SIZE);
const KEY = 'hero/4f9c2b1e-1111-4a2b-8c3d-0123456789ab.mp4';

const localRoot = path.join(process.env.DATA_DIR!, 'uploads');
const drivers: Record<string, StorageDriver> = {
  'local disk': createLocalDriver(localRoot),
  S3: createS3Driver(
    parseEnv({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }).s3!,
  ),
};

beforeAll(async () => {
  mkdirSync(path.dirname(path.join(localRoot, KEY)), { recursive: true });
  writeFileSync(path.join(localRoot, KEY), video);
  await drivers.S3!.put(KEY, video, 'video/mp4');
}, 120_000);

/** The media route's answer with `driver` as the shop's storage. */
function requestMedia(driver: StorageDriver, range?: string, key = KEY) {
  globalThis.__storeStorage = driver;
  const headers = range ? { range } : undefined;
  return getMedia(new Request(`http://localhost/media/${key}`, { headers }), { params: Promise.resolve({ key: key.split('/') }) });
}

/** Reads a body chunk by chunk, keeping only a running hash and count: what a player does. */
async function drain(response: Response) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

describe.each(Object.keys(drivers))('/media streamed from the %s', (name) => {
  const driver = drivers[name]!;

  it('sends the whole file with its length', async () => {
    const response = await requestMedia(driver);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await drain(response)).toEqual({ bytes: SIZE, sha256: sha256(video) });
  });

  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=100-199', 100, 199],
    [`bytes=${SIZE - 1}-`, SIZE - 1, SIZE - 1],
    ['bytes=-500', SIZE - 500, SIZE - 1],
    ['bytes=5-', 5, SIZE - 1],
    [`bytes=${SIZE - 10}-${SIZE + 1000}`, SIZE - 10, SIZE - 1],
  ])('answers %s with exactly those bytes and a 206', async (header, start, end) => {
    const response = await requestMedia(driver, header);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(await drain(response)).toEqual({ bytes: end - start + 1, sha256: sha256(video.subarray(start, end + 1)) });
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await requestMedia(driver, `bytes=${SIZE}-`);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
  });

  it('answers 404 for a key it does not hold', async () => {
    globalThis.__storeStorage = driver;
    const missing = 'hero/00000000-0000-4000-8000-000000000000.mp4';
    const response = await getMedia(new Request(`http://localhost/media/${missing}`), { params: Promise.resolve({ key: missing.split('/') }) });
    expect(response.status).toBe(404);
  });

  it('a flood of 50 parallel whole-file range requests for the 50 MB video does not hold the file in memory 50 times', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const responses = await Promise.all(Array.from({ length: 50 }, () => requestMedia(driver, 'bytes=0-')));
      const results = await Promise.all(responses.map(drain));
      expect(results.every((result) => result.bytes === SIZE)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    // Buffering would need 50 × 50 MB = 2.5 GB; streaming needs a few chunks per request.
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  }, 180_000);
});

describe('/media on the local disk and symbolic links', () => {
  it('answers 404 for a link inside uploads to a file outside, and for a key under a linked folder', async () => {
    // What a crafted backup or a shell user could leave in the uploads folder.
    const outside = path.join(process.env.DATA_DIR!, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'secret.png'), 'the auth secret, or /etc/passwd');
    const linkedFile = 'products/0b7f3c2a-2222-4a2b-8c3d-0123456789ab.png';
    mkdirSync(path.join(localRoot, 'products'), { recursive: true });
    symlinkSync(path.join(outside, 'secret.png'), path.join(localRoot, linkedFile));
    symlinkSync(outside, path.join(localRoot, 'linked'));

    for (const key of [linkedFile, 'linked/secret.png']) {
      const response = await requestMedia(drivers['local disk']!, undefined, key);
      expect(response.status, key).toBe(404);
      expect(await response.text()).not.toContain('auth secret');
      await expect(drivers['local disk']!.read(key, { start: 0, end: 10 })).rejects.toThrow(/No stored file/);
    }
    // The real file beside them is still served.
    expect((await requestMedia(drivers['local disk']!, 'bytes=0-0')).status).toBe(206);
  });
});
