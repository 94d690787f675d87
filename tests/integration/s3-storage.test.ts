import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { parseEnv } from '@/server/env';
import { getStorage, keyFromPublicUrl, newObjectKey, PRIVATE_KEY_PREFIX } from '@/server/media/storage';
import { createS3Driver } from '@/server/media/s3-driver';
import { processUpload } from '@/server/media/process-upload';
import { sweepUnnamedUploads, UPLOAD_GRACE_MS } from '@/server/media/upload-records';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { GET as getMedia } from '@/app/media/[...key]/route';

// The S3 driver against a real S3-protocol server on loopback (s3rver), checked with the
// AWS SDK directly: what the driver wrote is what any S3 client reads.

// The server starts before anything reads the environment, so getStorage() picks S3.
const s3 = await vi.hoisted(async () => {
  const { startS3Server, S3RVER_CREDENTIALS } = await import('../helpers/s3-server');
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  const server = await startS3Server('product-images');
  Object.assign(process.env, {
    S3_ENDPOINT: server.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  });
  return server;
});
afterAll(() => s3.close());

// processUpload records each file in the database's uploads table, which the sweeper reads.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const client = new S3Client({
  endpoint: s3.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const Bucket = 'product-images';
const head = (Key: string) => client.send(new HeadObjectCommand({ Bucket, Key }));
const media = (key: string) => getMedia(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });

describe('S3 settings', () => {
  it('are all or nothing, with the bucket product-images, region us-east-1 and path-style by default', () => {
    expect(parseEnv({}).s3).toBeNull();
    expect(() => parseEnv({ S3_ENDPOINT: 'https://s3.example.ng' })).toThrow(
      'S3 storage needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set together; missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => parseEnv({ S3_BUCKET: 'shop-media' })).toThrow(/missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_ENDPOINT must be/);
    expect(() => parseEnv({ S3_ENDPOINT: 'https://s3.example.ng', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );

    const env = parseEnv({ S3_ENDPOINT: 'https://s3.example.ng', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.example.ng/media/' });
    expect(env.s3).toEqual({
      endpoint: 'https://s3.example.ng',
      bucket: 'product-images',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.ng/media',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(parseEnv({ S3_ENDPOINT: 'https://s3.example.ng', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('give public URLs on the bucket when S3_PUBLIC_URL is set, and under /media otherwise', () => {
    const config = parseEnv({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.example.ng/product-images' }).s3!;
    expect(createS3Driver(config).publicUrl('products/a.webp')).toBe('https://cdn.example.ng/product-images/products/a.webp');
    expect(createS3Driver({ ...config, publicUrl: null }).publicUrl('products/a.webp')).toBe('/media/products/a.webp');
  });
});

describe('the S3 driver', () => {
  it('is the one getStorage() picks when S3_* is set', async () => {
    const key = newObjectKey('products', 'webp');
    await getStorage().put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    expect((await head(key)).ContentLength).toBe(12);
    await getStorage().remove(key);
  });

  it('puts with the content type and a one-hour cache, gets it back, and removes it', async () => {
    const storage = getStorage();
    const key = newObjectKey('blog', 'webp');
    const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0a080' } }).webp().toBuffer();
    await storage.put(key, body, 'image/webp');

    const stored = await head(key);
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toBe('public, max-age=3600');
    const fetched = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    expect(Buffer.from(await fetched.Body!.transformToByteArray()).equals(body)).toBe(true);

    expect(await storage.stat(key)).toEqual({ size: body.length, contentType: 'image/webp' });
    const read = await new Response(await storage.read(key, { start: 0, end: body.length - 1 })).arrayBuffer();
    expect(Buffer.from(read).equals(body)).toBe(true);
    expect(storage.publicUrl(key)).toBe(`/media/${key}`);
    expect(keyFromPublicUrl(storage.publicUrl(key))).toBe(key);

    await storage.remove(key);
    await expect(head(key)).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    expect(await storage.stat(key)).toBeNull();
    // Removing what is already gone is not an error.
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers null for unknown and malformed keys, and refuses to write a malformed one', async () => {
    expect(await getStorage().stat('products/00000000-0000-0000-0000-000000000000.webp')).toBeNull();
    expect(await getStorage().stat('../secret.webp')).toBeNull();
    await expect(getStorage().put('../secret.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
  });

  it('stores an upload processed by processUpload in the bucket, served through /media', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#806040' } }).jpeg().toBuffer();
    const stored = await processUpload({ bytes: jpeg, filename: 'sofa.jpg', kind: 'image', folder: 'products', userId: null, clientAddress: null });
    expect(stored).toMatchObject({ width: 2000, height: 1000 });

    const keys = [stored.url, stored.thumbnailUrl!].map((url) => keyFromPublicUrl(url)!);
    const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'products/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) {
      expect(await head(key)).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=3600' });
    }

    const served = await media(keys[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 2000 });
    expect((await media('products/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);

    // Never named by a record: the sweeper removes both objects from the bucket a day later.
    expect(await sweepUnnamedUploads(new Date(Date.now() + UPLOAD_GRACE_MS + 60_000))).toBe(2);
    const left = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'products/' }));
    expect(left.Contents?.map((object) => object.Key) ?? []).not.toEqual(expect.arrayContaining([keys[0]]));
    expect((await media(keys[0]!)).status).toBe(404);
  });

  it('keeps private objects (proofs of transfer) out of shared caches and out of /media', async () => {
    const storage = getStorage();
    const key = newObjectKey(`${PRIVATE_KEY_PREFIX}payment-proofs`, 'pdf');
    const body = Buffer.from('%PDF-1.4\n%%EOF\n');
    await storage.put(key, body, 'application/pdf');
    expect(await head(key)).toMatchObject({ ContentType: 'application/pdf', CacheControl: 'private, no-store' });
    expect(await storage.stat(key)).toEqual({ size: body.length, contentType: 'application/pdf' });
    expect((await media(key)).status).toBe(404);
    expect(keyFromPublicUrl(`/media/${key}`)).toBeNull();
    await storage.remove(key);
  });
});
