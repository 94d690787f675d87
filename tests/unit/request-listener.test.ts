import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { accepts, acceptedEncodings } from '../../scripts/lib/accept-encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../scripts/lib/body-limit';
import { CATALOGUE_IMPORT_PATH, IMPORT_TOO_LARGE } from '@/lib/catalog-csv/import-report';
import { createPageCache } from '../../scripts/lib/page-cache';
import { createRequestListener, HSTS_VALUE } from '../../scripts/lib/request-listener';

// Our HTTP server's request listener (scripts/lib/request-listener.ts), the real one, on a
// real socket, with a stand-in for Next.js that reads whole bodies and compresses pages the
// way Next's compression does. Each test performs an attack from docs/security.md.

/** What the stand-in saw: the size of every body it read to the end. */
const bodiesRead: number[] = [];

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('error', () => {});
  request.on('end', () => {
    bodiesRead.push(Buffer.concat(chunks).length);
    const html = Buffer.from(`<html><body>${'Adire Living sofa '.repeat(200)}</body></html>`);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    response.setHeader('content-type', 'text/html');
    if (/\bdeflate\b/.test(accepts) && !/\bgzip\b/.test(accepts)) {
      response.setHeader('content-encoding', 'deflate');
      response.end(zlib.deflateSync(html));
    } else if (/\bgzip\b/.test(accepts)) {
      response.setHeader('content-encoding', 'gzip');
      response.end(zlib.gzipSync(html));
    } else {
      response.end(html);
    }
  });
}

async function startServer(hsts: boolean) {
  const pageCache = createPageCache({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 });
  const server = http.createServer(createRequestListener({ handle: standInForNext, pageCache, trustProxy: false, hsts }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let plain: Awaited<ReturnType<typeof startServer>>;
let https: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  plain = await startServer(false);
  https = await startServer(true);
});
afterAll(async () => {
  await new Promise((resolve) => plain.server.close(resolve));
  await new Promise((resolve) => https.server.close(resolve));
});

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A curl-like client: sends `body` (declared, or chunked when `chunked`), reads the raw answer. */
function send(port: number, path: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; chunked?: boolean } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body && !options.chunked) headers['content-length'] = options.body.length;
    const request = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    // The server may close while a refused body is still being sent: the answer already came.
    request.on('error', (error) => (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error));
    if (!options.body) return request.end();
    if (!options.chunked) return request.end(options.body);
    // Chunked: 1 MB pieces, without a Content-Length, for as long as the server reads them.
    let offset = 0;
    const writeMore = () => {
      while (offset < options.body!.length) {
        const piece = options.body!.subarray(offset, offset + 1024 * 1024);
        offset += piece.length;
        if (!request.write(piece)) return request.once('drain', writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

const FIFTY_MB = Buffer.alloc(50 * 1024 * 1024, 0x61);

describe('request bodies are capped before Next.js reads them', () => {
  it('refuses a declared 50 MB body to /api/contact-email with 413 and a short JSON error, reading none of it', async () => {
    const before = process.memoryUsage().rss;
    const reads = bodiesRead.length;
    const answer = await send(plain.port, '/api/contact-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: FIFTY_MB });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({ data: null, error: { message: expect.stringContaining('too large') } });
    expect(bodiesRead.length).toBe(reads);
    // The 50 MB sent here is the test's own buffer; the server side kept none of it.
    expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('cuts off a chunked 50 MB body to /api/auth/sign-in/email at the cap: the reader never gets more than 64 KB', async () => {
    const before = process.memoryUsage().rss;
    const reads = bodiesRead.length;
    const answer = await send(plain.port, '/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: FIFTY_MB, chunked: true });
    expect(answer.status).toBe(413);
    // The stand-in either never finished reading or read at most the cap.
    expect(bodiesRead.slice(reads).every((size) => size <= BODY_LIMITS.json)).toBe(true);
    expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a server action body over 1 MB, and lets an upload up to its own limit through', async () => {
    const action = await send(plain.port, '/admin/products', { method: 'POST', headers: { 'next-action': 'abc' }, body: Buffer.alloc(BODY_LIMITS.default + 1) });
    expect(action.status).toBe(413);
    const upload = await send(plain.port, '/api/uploads', { method: 'POST', body: Buffer.alloc(6 * 1024 * 1024) });
    expect(upload.status).toBe(200);
    expect(bodiesRead.at(-1)).toBe(6 * 1024 * 1024);
  });

  it('lets a 3 MB catalogue file through to the import whole, declared or chunked, and refuses one over 20 MB with the import’s sentence', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024, 0x61);
    for (const chunked of [false, true]) {
      expect((await send(plain.port, `${CATALOGUE_IMPORT_PATH}?name=big.csv`, { method: 'POST', body: file, chunked })).status).toBe(200);
      expect(bodiesRead.at(-1)).toBe(file.length);
    }
    const tooBig = await send(plain.port, `${CATALOGUE_IMPORT_PATH}?name=huge.csv`, { method: 'POST', body: Buffer.alloc(BODY_LIMITS.catalogueImport + 1) });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body.toString())).toEqual({ data: null, error: { message: IMPORT_TOO_LARGE } });
    // Only the import's path: any other admin path, and a server action posted to the import's page, keep 1 MB.
    expect((await send(plain.port, '/admin/products', { method: 'POST', body: file })).status).toBe(413);
    expect((await send(plain.port, CATALOGUE_IMPORT_PATH, { method: 'POST', headers: { 'next-action': 'abc' }, body: file })).status).toBe(413);
  });

  it('passes bodies under the cap to the reader intact, declared or chunked', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Ada', email: 'ada@example.ng', message: 'x'.repeat(30_000) }));
    expect((await send(plain.port, '/api/contact-email', { method: 'POST', body })).status).toBe(200);
    expect(bodiesRead.at(-1)).toBe(body.length);
    expect((await send(plain.port, '/api/contact-email', { method: 'POST', body, chunked: true })).status).toBe(200);
    expect(bodiesRead.at(-1)).toBe(body.length);
  });
});

describe('the page cache and encodings', () => {
  it('never hands a deflate (or any other) body to a client that did not ask for it', async () => {
    // The first visitor of /shop?sort=name asks for deflate only, as some crawlers do.
    const clients = ['deflate', '', 'gzip, deflate, br', 'gzip;q=0, deflate', 'br', 'identity', '*', 'deflate', 'gzip, br;q=0'];
    const expected = `<html><body>${'Adire Living sofa '.repeat(200)}</body></html>`;
    const decode = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, identity: (body: Buffer) => body };
    for (const acceptEncoding of clients) {
      const answer = await send(plain.port, '/shop?sort=name', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const encoding = (answer.headers['content-encoding'] ?? 'identity') as keyof typeof decode;
      const accepted = acceptedEncodings(acceptEncoding);
      // gzip whenever it is accepted, or brotli in its place once the cache has made a copy.
      const allowed = accepts(accepted, 'gzip') ? ['gzip', ...(accepts(accepted, 'br') ? ['br'] : [])] : ['identity'];
      expect(allowed, acceptEncoding).toContain(encoding);
      expect(decode[encoding](answer.body).toString(), acceptEncoding).toBe(expected);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when the public URL is https, and never on plain http', async () => {
    for (const path of ['/', '/api/health', '/media/none.webp']) {
      expect((await send(https.port, path)).headers['strict-transport-security']).toBe(HSTS_VALUE);
      expect((await send(plain.port, path)).headers['strict-transport-security']).toBeUndefined();
    }
    const refused = await send(https.port, '/api/contact-email', { method: 'POST', body: Buffer.alloc(BODY_LIMITS.json + 1) });
    expect(refused.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
});
