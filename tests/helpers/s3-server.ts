import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A real S3-protocol server (s3rver) on loopback, with its objects in a temp folder. It
// accepts the fixed credentials S3RVER / S3RVER and checks request signatures with them.

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
// s3rver ships no types; this is the part of its API the tests use. Resolved from the project
// root, so the helper loads both in Vitest (ESM) and in Playwright (CommonJS, no import.meta).
const S3rver = createRequire(path.resolve('package.json'))('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** `port` 0 (the default): the system picks a free one, so parallel test files never collide. */
export async function startS3Server(bucket = 'product-images', port = 0) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'store-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
