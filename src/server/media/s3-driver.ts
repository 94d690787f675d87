import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '@/server/env';
import { STORAGE_CACHE_SECONDS } from '@/lib/constants';
import { contentTypeFor, isValidKey, MEDIA_URL_PREFIX } from './keys';
import type { StorageDriver } from './storage';

// S3-compatible object storage (AWS S3, MinIO, Garage, R2, …). With S3_PUBLIC_URL browsers
// fetch objects from the bucket (or its CDN) directly; without it our /media route reads them
// from here, so the bucket can stay private.

export const S3_CACHE_CONTROL = `public, max-age=${STORAGE_CACHE_SECONDS}`;

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

export function createS3Driver(config: S3Config, client = createS3Client(config)): StorageDriver {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType, CacheControl: S3_CACHE_CONTROL }),
      );
    },
    async get(key) {
      const contentType = contentTypeFor(key);
      if (!isValidKey(key) || !contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // DeleteObject succeeds for a missing key, like rm --force.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : `${MEDIA_URL_PREFIX}${key}`),
  };
}
