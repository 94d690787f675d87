import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { processUpload, type StoredUpload } from '@/server/media/process-upload';
import { UploadError } from '@/server/media/upload-error';
import { MAX_IMAGE_BYTES } from '@/lib/constants';
import { AddressProblem, bareHost, hostProblem, publicLookup } from './public-address';

// A picture named by a catalogue file, fetched from its URL and stored as an admin's upload is
// (src/server/media/process-upload.ts: size, type by magic bytes, re-encoded to WebP, here in the
// background encoder), under the rules of docs/security.md ("Pictures fetched by the catalogue import"):
// http(s) only, public addresses only (checked again at connection time), a few redirects, a size cap
// and a timeout.

const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

export type FetchedPicture = { url: string; thumbnailUrl: string | null } | { problem: string };

/** Who the stored picture is recorded as sent by: the admin who imported (null: nobody, as for a command's import). */
type Uploader = { userId: string | null; clientAddress: string | null };

/**
 * `signal`: the caller's own stop (the picture job's timeout, src/server/jobs/job-handler.ts). A fetch it
 * stops is no failure of the picture: it is thrown, not reported, so the picture is tried again.
 */
export async function fetchPicture(address: string, uploader: Uploader, signal?: AbortSignal): Promise<FetchedPicture> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  try {
    const bytes = await download(address, signal ? AbortSignal.any([timeout, signal]) : timeout);
    // Re-encoded at the lowest priority: the storefront keeps the cores it needs meanwhile.
    const stored: StoredUpload = await processUpload({ bytes, filename: 'The picture', kind: 'image', folder: 'products', ...uploader }, 'background');
    return { url: stored.url, thumbnailUrl: stored.thumbnailUrl };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof UploadError) return { problem: error.description.replace(/^The picture /, 'it ') };
    // Node reports a stopped request as an AbortError (or a reset mid-body): the timer says it was the timeout.
    if (timeout.aborted) return { problem: `it did not arrive within ${TIMEOUT_MS / 1000} seconds` };
    if (error instanceof PictureRefusal) return { problem: error.message };
    return { problem: NETWORK_FAILURES[(error as NodeJS.ErrnoException).code ?? ''] ?? 'it could not be downloaded' };
  }
}

/** The failures of a connection the admin can act on, in their words (every other one: it could not be downloaded). */
const NETWORK_FAILURES: Partial<Record<string, string>> = {
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the server cut the connection',
  EHOSTUNREACH: 'the server cannot be reached',
  ENETUNREACH: 'the server cannot be reached',
};

class PictureRefusal extends Error {}

async function download(address: string, signal: AbortSignal, redirects = 0): Promise<Buffer> {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureRefusal('only http:// and https:// addresses are fetched');
  // An address written as digits is never looked up, so publicLookup would not see it.
  if (isIP(bareHost(url))) {
    const problem = await hostProblem(bareHost(url));
    if (problem) throw new PictureRefusal(problem.message);
  }
  const response = await get(url, signal);
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    if (redirects >= MAX_REDIRECTS) throw new PictureRefusal('it redirects too many times');
    return download(new URL(response.headers.location, url).href, signal, redirects + 1);
  }
  if (status !== 200) {
    response.resume();
    throw new PictureRefusal(`the server answered ${status}`);
  }
  const type = response.headers['content-type'] ?? '';
  if (!/^image\//i.test(type)) {
    response.resume();
    throw new PictureRefusal(`it is not a picture (${type || 'no type given'})`);
  }
  if (Number(response.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES) {
    response.destroy();
    throw new PictureRefusal(tooLarge());
  }
  return readCapped(response);
}

function get(url: URL, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { signal, lookup: publicLookup as never, headers: { accept: 'image/*' } }, resolve);
    request.on('error', (error) => reject(error instanceof AddressProblem ? new PictureRefusal(error.message) : error));
  });
}

async function readCapped(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_IMAGE_BYTES) {
      response.destroy();
      throw new PictureRefusal(tooLarge());
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () => `it is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
