import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets, precompressStaticAssets } from '../../scripts/lib/static-assets';

// A build's static directory with a script, a font and a file the build did not precompress,
// served by a real HTTP server; whatever the static layer declines is answered "next".
const script = `console.log(${JSON.stringify('furniture '.repeat(200))});`;
let server: http.Server;
let base = '';

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  const staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(staticDir, 'media', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(path.join(root, 'secret.txt'), 'outside the static directory');
  await precompressStaticAssets(staticDir);
  writeFileSync(path.join(staticDir, 'chunks', 'late.js'), 'written after the build');
  const serve = createStaticAssets(staticDir);
  server = http.createServer((request, response) => {
    if (!serve(request, response)) response.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (fetch would decode the body and hide the encoding). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('precompressed static assets', () => {
  it('answers with brotli, gzip or the plain file, as the browser accepts', async () => {
    const brotli = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 10);

    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('lets browsers keep files for a year, with the security headers of every response', async () => {
    const first = await get('/_next/static/chunks/app.js');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const again = await get('/_next/static/chunks/app.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('serves fonts as they are, and leaves everything else to Next.js', async () => {
    const font = await get('/_next/static/media/inter.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(4);
    for (const pathname of ['/_next/static/chunks/late.js', '/_next/static/chunks/missing.js', '/_next/static/../secret.txt', '/_next/static/%2e%2e/secret.txt', '/shop']) {
      expect((await get(pathname)).body.toString(), pathname).toBe('next');
    }
  });
});
