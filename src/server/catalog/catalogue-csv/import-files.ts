import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getEnv } from '@/server/env';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '@/lib/catalog-csv/import-report';

// A catalogue file between its preview and its import (docs/decisions/0055-catalogue-import.md): kept
// under DATA_DIR/imports by a random token, streamed in and read again from disk, so neither step holds
// the file in memory. Deleted by the import, or an hour later by the next upload.

const KEPT_MS = 60 * 60 * 1000;
const TOKEN = /^[0-9a-f]{32}$/;

const folder = () => path.join(getEnv().dataDir, 'imports');
const fileOf = (token: string) => path.join(folder(), `${token}.csv`);

export class ImportFileTooLarge extends Error {
  constructor() {
    super(IMPORT_TOO_LARGE);
  }
}

export const isImportToken = (token: string) => TOKEN.test(token);

/** Writes the body to a new file, refusing it past MAX_IMPORT_BYTES; returns its token. */
export async function keepImportFile(body: ReadableStream<Uint8Array>): Promise<string> {
  await mkdir(folder(), { recursive: true });
  await sweepOldImportFiles();
  const token = randomBytes(16).toString('hex');
  let size = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > MAX_IMPORT_BYTES ? new ImportFileTooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>), capped, createWriteStream(fileOf(token), { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await removeImportFile(token);
    throw error;
  }
  return token;
}

/** The kept file's bytes, chunk by chunk; null when the token names none (used, expired or made up). */
export async function importFileChunks(token: string): Promise<AsyncIterable<Buffer> | null> {
  if (!isImportToken(token)) return null;
  const found = await stat(fileOf(token)).catch(() => null);
  return found ? createReadStream(fileOf(token)) : null;
}

export async function removeImportFile(token: string) {
  if (isImportToken(token)) await rm(fileOf(token), { force: true });
}

async function sweepOldImportFiles() {
  const names = await readdir(folder()).catch(() => []);
  const oldest = Date.now() - KEPT_MS;
  for (const name of names) {
    const file = path.join(folder(), name);
    const found = await stat(file).catch(() => null);
    if (found && found.mtimeMs < oldest) await rm(file, { force: true });
  }
}
