import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '@/server/env';
import { STORAGE_CACHE_SECONDS } from '@/lib/constants';
import { contentTypeFor, isPrivateKey, isValidKey, MEDIA_URL_PREFIX } from './keys';
import type { StorageDriver } from './storage-driver';

// S3-compatible object storage (AWS S3, MinIO, Garage, R2, …). With S3_PUBLIC_URL browsers
// fetch objects from the bucket (or its CDN) directly; without it our /media route reads them
// from here, so the bucket can stay private.

export const S3_CACHE_CONTROL = `public, max-age=${STORAGE_CACHE_SECONDS}`;
/** Private objects (proofs of transfer) must never sit in a shared cache, should one be in front. */
export const S3_PRIVATE_CACHE_CONTROL = 'private, no-store';

export function createS3Client(config: S3Config) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Newer SDKs add CRC checksums (and chunked trailers) to every upload, which many
    // S3-compatible servers reject; send them only where the S3 API demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown) {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** Passes on `length` bytes after skipping `skip`, then ends (the rest is never read). */
function byteWindow(skip: number, length: number) {
  let position = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const from = Math.max(0, skip - position);
      const to = Math.min(chunk.length, skip + length - position);
      position += chunk.length;
      if (to > from) controller.enqueue(chunk.subarray(from, to));
      if (position >= skip + length) controller.terminate();
    },
  });
}

export function createS3Driver(config: S3Config, client = createS3Client(config)): StorageDriver {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          CacheControl: isPrivateKey(key) ? S3_PRIVATE_CACHE_CONTROL : S3_CACHE_CONTROL,
        }),
      );
    },
    async stat(key) {
      const contentType = contentTypeFor(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, { start, end }) {
      // The bucket sends only the bytes asked for; its body is streamed on, never buffered.
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range: `bytes=${start}-${end}` }));
      if (!object.Body) throw new Error(`The bucket sent no body for ${key}`);
      const body = object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      // Some S3-compatible servers answer a range they dislike (s3rver: `bytes=0-0`) with the
      // whole object; cut what came to the span asked for, so Content-Length stays true.
      const sentFrom = Number(object.ContentRange?.match(/^bytes (\d+)-/)?.[1] ?? 0);
      const sentLength = object.ContentLength ?? Number.POSITIVE_INFINITY;
      const wanted = end - start + 1;
      if (sentFrom === start && sentLength === wanted) return body;
      return body.pipeThrough(byteWindow(start - sentFrom, wanted));
    },
    async remove(key) {
      // DeleteObject succeeds for a missing key, like rm --force.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : `${MEDIA_URL_PREFIX}${key}`),
  };
}
