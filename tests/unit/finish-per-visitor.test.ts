import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPerVisitorPage } from '../../scripts/lib/finish-per-visitor';
import { loadsScriptsAfterPaint } from '../../scripts/lib/scripts-after-paint';

// A page rendered per visitor (/auth, /quote, /checkout) gets its scripts after its first paint on its way out,
// as a kept page does (scripts/lib/finish-per-visitor.ts); everything else goes out untouched.

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/first.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>self.__next_f=[]</script>',
  '</head><body><main>Sign in</main>',
  '<script src="/_next/static/chunks/entry.js" async=""></script></body></html>',
].join('');

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    finishPerVisitorPage(request, response);
    const url = request.url ?? '/';
    if (url.includes('redirect=1')) {
      response.writeHead(307, { location: '/auth' });
      return response.end();
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-encoding', 'gzip');
    if (url.startsWith('/auth')) response.setHeader('content-security-policy', "script-src 'nonce-n0nce' 'strict-dynamic'");
    // Written in pieces, as a streamed render is; under a nonce policy Next.js gives each script the nonce.
    // Its first chunk it writes with the nonce before `async`.
    const nonced = PAGE.replaceAll('async=""', 'async="" nonce="n0nce"').replace('.css"', '.css" nonce="n0nce"').replace('first.js" async="" nonce="n0nce"', 'first.js" nonce="n0nce" async=""');
    const body = zlib.gzipSync(url.startsWith('/auth') ? nonced : PAGE);
    response.write(body.subarray(0, 10));
    response.write(body.subarray(10));
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('finishing a page rendered per visitor', () => {
  it('sends /auth whole with its scripts after the first paint, the loader under the page\'s nonce', async () => {
    const response = await fetch(`${base}/auth`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(loadsScriptsAfterPaint(html)).toBe(true);
    expect(html).not.toContain('<script src="/_next/static/chunks/entry.js"');
    expect(html).toContain('<script nonce="n0nce">function __loadAfterPaint');
    expect(html).not.toMatch(/<script src="[^"]+" async="" nonce=/);
    expect(html).not.toContain('<script src="/_next/static/chunks/first.js"');
    expect(html).toMatch(/__loadAfterPaint\(\[[^\]]*"chunks\/first\.js"/);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  it('finishes /quote and /checkout, whose policy has no nonce here, with a plain loader', async () => {
    for (const path of ['/quote?product=x', '/checkout']) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(html).toContain('<script>function __loadAfterPaint');
    }
  });

  it('leaves other pages, other answers and RSC requests as they were written', async () => {
    expect(loadsScriptsAfterPaint(await (await fetch(`${base}/account`)).text())).toBe(false);
    expect(loadsScriptsAfterPaint(await (await fetch(`${base}/auth`, { headers: { rsc: '1' } })).text())).toBe(false);
    const redirect = await fetch(`${base}/auth?redirect=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/auth');
  });

});
