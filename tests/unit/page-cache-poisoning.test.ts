import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, PRIVATE_CACHE_CONTROL } from '../../scripts/lib/page-cache';
import { createRequestListener } from '../../scripts/lib/request-listener';
import { scriptNonceOf } from '@/lib/security-headers';

// Our request listener and page cache, the real ones, before a stand-in that answers these headers as
// Next.js does: a script nonce taken from the request's Content-Security-Policy, and `{}` for a
// middleware prefetch. A first visitor's headers must never reach the page the next visitors get.

/** The headers of each request the stand-in got. */
const seen: http.IncomingHttpHeaders[] = [];

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  seen.push({ ...request.headers });
  if (request.headers['x-middleware-prefetch']) {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': PRIVATE_CACHE_CONTROL });
    return response.end('{}');
  }
  const nonce = scriptNonceOf(String(request.headers['content-security-policy'] ?? '') || null);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': PRIVATE_CACHE_CONTROL });
  response.end(`<!DOCTYPE html><html><head><script${nonce ? ` nonce="${nonce}"` : ''}>boot()</script></head><body>Adire Living</body></html>`);
}

let server: http.Server;
let base = '';
beforeAll(async () => {
  const pageCache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  server = http.createServer(createRequestListener({ handle: standInForNext, pageCache, trustProxy: false, hsts: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { body: await response.text(), type: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control') };
}

describe('a kept page', () => {
  it("never carries a script nonce a visitor sent", async () => {
    const policy = "script-src 'self' 'nonce-QXR0YWNrZXJzTm9uY2U=' 'strict-dynamic'";
    for (const header of ['content-security-policy', 'content-security-policy-report-only']) {
      const path = `/blog/nonce-${header}`;
      await visit(path, { [header]: policy });
      expect(seen.at(-1)![header], header).toBeUndefined();
      expect((await visit(path)).body, header).not.toContain('QXR0YWNrZXJzTm9uY2U=');
    }
  });

  it('is the whole page after a middleware prefetch, for the prefetch and for the visitors after it', async () => {
    const prefetch = await visit('/', { 'x-middleware-prefetch': '1' });
    expect(seen.at(-1)!['x-middleware-prefetch']).toBeUndefined();
    const next = await visit('/');
    for (const answer of [prefetch, next]) {
      expect(answer.type).toBe('text/html; charset=utf-8');
      expect(answer.body).toMatch(/^<!DOCTYPE html><html>.*<\/html>$/);
      expect(answer.cacheControl).toMatch(/^public, /);
    }
  });
});
