import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { askOurselves } from '../../scripts/lib/ask-ourselves';
import { createPageCache, preloadsInHead, PRIVATE_CACHE_CONTROL } from '../../scripts/lib/page-cache';
import { invalidateStorefront } from '@/server/storefront-cache';

// A real HTTP server whose "renderer" counts how often it runs, behind the page cache.
let renders = 0;
/** The URL of each request the renderer got. */
const rendered: string[] = [];
let server: http.Server;
let base = '';
const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });

/** A page long and varied enough that brotli's levels make copies of different sizes. */
const LONG_READ = `<html><body>${Array.from({ length: 400 }, (_, at) => `<p>Chair ${(at * 7919) % 1009} in ${['teak', 'iroko', 'velvet', 'linen', 'adire'][(at * 31) % 5]}, ${(at * 104_729) % 99_991} naira.</p>`).join('')}</body></html>`;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (cache.serve(request, response)) return;
    renders++;
    rendered.push(request.url ?? '');
    if (request.url === '/product/with-cookie') response.setHeader('set-cookie', 'a=b');
    // Next.js marks every page it renders per request private.
    response.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
    // Next.js answers a Pages Router middleware prefetch with `{}`.
    if (request.headers['x-middleware-prefetch']) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{}');
    }
    if (request.url === '/page/json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"a":1}');
    }
    if (request.url === '/page/cut-short') return sendPage(request, response, '<html><body>half a pa');
    // /shop sends a spelling it does not write to its one URL, as the page does (decision 0056).
    if (request.url?.startsWith('/shop?ref=')) {
      const away = request.url.includes('away');
      response.writeHead(307, { location: away ? 'https://elsewhere.example/shop' : '/shop?category=sofas', 'cache-control': PRIVATE_CACHE_CONTROL });
      return response.end(away ? '' : '/shop?category=sofas');
    }
    if (request.url === '/blog/long-read') return sendPage(request, response, LONG_READ);
    if (request.url === '/page/head-written') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': PRIVATE_CACHE_CONTROL });
      return response.end('<html>written head</html>');
    }
    if (request.url === '/blog/with-scripts') {
      return sendPage(request, response, `<html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body>${renders}</body></html>`);
    }
    if (request.url === '/about') {
      response.setHeader('link', '</_next/static/media/inter.woff2>; rel=preload; as="font"');
      return sendPage(request, response, `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body>${renders}</body></html>`);
    }
    response.statusCode = request.url === '/product/missing' ? 404 : 200;
    response.setHeader('content-type', 'text/html');
    // Like Next.js, answer in gzip when the (normalised) request asks for it.
    if (request.headers['accept-encoding'] === 'gzip') {
      response.setHeader('content-encoding', 'gzip');
      response.end(zlib.gzipSync(`<html>render ${renders}</html>`));
      return;
    }
    response.write('<html>');
    response.end(`render ${renders}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Answers with `html`, in gzip when the (normalised) request asks for it, as Next.js does. */
function sendPage(request: http.IncomingMessage, response: http.ServerResponse, html: string) {
  response.setHeader('content-type', 'text/html');
  if (request.headers['accept-encoding'] === 'gzip') response.setHeader('content-encoding', 'gzip');
  response.end(request.headers['accept-encoding'] === 'gzip' ? zlib.gzipSync(html) : html);
}

/** A raw request, so the body is seen as sent (fetch would decode it). */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ encoding?: string; length: number; body: Buffer }>((resolve, reject) => {
    http.get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ encoding: response.headers['content-encoding'], length: Number(response.headers['content-length']), body });
      });
    }).on('error', reject);
  });
}

function decode({ encoding, body }: { encoding?: string; body: Buffer }) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return encoding === 'gzip' ? zlib.gunzipSync(body) : body;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { body: await response.text(), hit: response.headers.get('x-page-cache') === 'hit' };
}

describe('storefront page cache', () => {
  it('serves a rendered storefront page from memory until the shop changes', async () => {
    const first = await get('/product/abc');
    const second = await get('/product/abc');
    expect(second).toEqual({ body: first.body, hit: true });
    invalidateStorefront();
    const third = await get('/product/abc');
    expect(third.hit).toBe(false);
    expect(third.body).not.toBe(first.body);
  });

  it('keeps query strings apart and never caches private, failed or client-navigation responses', async () => {
    await get('/shop?category=sofas');
    expect((await get('/shop?category=beds')).hit).toBe(false);
    // A search's page is kept per query.
    await get('/search?q=sofa');
    expect((await get('/search?q=sofa')).hit).toBe(true);
    expect((await get('/search?q=bed')).hit).toBe(false);
    for (const path of ['/account', '/checkout', '/admin', '/auth', '/product/with-cookie', '/product/missing']) {
      await get(path);
      expect((await get(path)).hit, path).toBe(false);
    }
    await get('/blog');
    expect((await get('/blog', { rsc: '1' })).hit).toBe(false);
    expect((await get('/blog')).hit).toBe(true);
  });

  it('lets shared caches keep a kept page as long as it does, and nothing personal', async () => {
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
    const cacheControl = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      return { cacheControl: response.headers.get('cache-control'), age: response.headers.get('age'), cache: response.headers.get('x-page-cache') };
    };
    // The render that fills the cache and the copies served from it alike.
    expect(await cacheControl('/portfolio')).toEqual({ cacheControl: shared, age: null, cache: null });
    expect(await cacheControl('/portfolio')).toEqual({ cacheControl: shared, age: '0', cache: 'hit' });
    // A hit varies on what changes the document at its URL: an RSC request (never kept), the encoding and the data saver (decision 0083).
    expect((await fetch(`${base}/portfolio`)).headers.get('vary')).toBe('rsc, Accept-Encoding, Save-Data, ECT, Cookie');
    expect((await cacheControl('/page/head-written')).cacheControl).toBe(shared);
    // A signed-in visit, on https too, is answered privately, from memory or not.
    for (const cookie of ['better-auth.session_token=abc', 'theme=dark; __Secure-better-auth.session_token=abc']) {
      expect(await cacheControl('/portfolio', { cookie })).toEqual({ cacheControl: PRIVATE_CACHE_CONTROL, age: null, cache: 'hit' });
      expect((await cacheControl('/blog/signed-in-first', { cookie })).cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect((await cacheControl('/blog/signed-in-first')).cacheControl).toBe(shared);
    // Cookies set, failures, client navigations and pages outside the cache keep Next's answer.
    for (const path of ['/product/with-cookie', '/product/missing', '/portfolio?_rsc=1', '/account']) {
      expect((await cacheControl(path)).cacheControl, path).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect((await cacheControl('/portfolio', { rsc: '1' })).cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    // The cart page is kept (the cart is drawn in the browser) but never for shared caches.
    expect(await cacheControl('/cart')).toEqual({ cacheControl: PRIVATE_CACHE_CONTROL, age: null, cache: null });
    expect(await cacheControl('/cart')).toEqual({ cacheControl: PRIVATE_CACHE_CONTROL, age: null, cache: 'hit' });
  });

  it('keeps a brotli copy of a gzip page for the browsers that take it', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await getRaw('/faq', browser);
    expect(first.encoding).toBe('gzip');
    const html = zlib.gunzipSync(first.body).toString();
    // The copy is made in the background once the page is kept.
    await expect.poll(async () => (await getRaw('/faq', browser)).encoding).toBe('br');
    const brotli = await getRaw('/faq', browser);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(html);
    expect(brotli.length).toBe(brotli.body.length);
    expect((await getRaw('/faq', { 'accept-encoding': 'gzip' })).encoding).toBe('gzip');
  });

  it('serves a kept page with its scripts loaded after its first paint, in every encoding', async () => {
    const deferred = (html: string) => html.includes('__loadAfterPaint(["chunks/app.js"]') && !html.includes('<script src=');
    // One entry is kept per coding (gzip, with its brotli copy, and none); each is rewritten.
    for (const [kept, alsoServedAs] of [['gzip', 'gzip, br'], ['identity', 'identity']]) {
      const first = await getRaw('/blog/with-scripts', { 'accept-encoding': kept! });
      expect(decode(first).toString(), `first render, ${kept}`).toContain('<script src="/_next/static/chunks/app.js" async="">');
      for (const encoding of [kept!, alsoServedAs!]) {
        await expect.poll(async () => deferred(decode(await getRaw('/blog/with-scripts', { 'accept-encoding': encoding })).toString()), { message: encoding }).toBe(true);
      }
    }
  });

  it('moves the preloads Next.js sends as a header into a kept page\'s head', async () => {
    const first = await fetch(`${base}/about`);
    expect(first.headers.get('link')).toBe('</_next/static/media/inter.woff2>; rel=preload; as="font"');
    await first.text();
    await expect.poll(async () => (await fetch(`${base}/about`)).headers.get('link')).toBeNull();
    expect(await (await fetch(`${base}/about`)).text()).toMatch(
      /^<html><head><link rel="preload" href="\/_next\/static\/media\/inter.woff2" as="font"\/><link rel="stylesheet"/,
    );
  });

  it('turns each preload of a Link header into a tag after the viewport, and leaves any other link in the header', () => {
    const html = '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>x</title></head></html>';
    const link = '</a.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </b?x=1&y=2>; rel=preload; as=image, <https://example.com/>; rel=preconnect';
    const { html: moved, headers } = preloadsInHead(html, { link, 'content-type': 'text/html' });
    expect(moved).toBe(
      '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
        '<link rel="preload" href="/a.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="preload" href="/b?x=1&amp;y=2" as="image"/>' +
        '<title>x</title></head></html>',
    );
    expect(headers).toEqual({ link: '<https://example.com/>; rel=preconnect', 'content-type': 'text/html' });
    // Nothing to move: the page and its headers as they were.
    expect(preloadsInHead(html, { 'content-type': 'text/html' })).toEqual({ html, headers: { 'content-type': 'text/html' } });
  });
});

describe('what a kept page depends on', () => {
  it("is never answered nor kept for a request carrying one of Next.js' own headers", async () => {
    const nextHeaders = [['x-middleware-prefetch', '1'], ['x-middleware-subrequest', 'middleware'], ['next-url', '/shop'], ['next-router-segment-prefetch', '/_tree'], ['rsc', '1']];
    for (const [name, value] of nextHeaders) {
      const headers = { [name!]: value! };
      const path = `/blog/next-header-${name}`;
      await get(path, headers);
      const plain = await get(path);
      expect(plain, path).toMatchObject({ hit: false });
      expect(plain.body, path).toMatch(/^<html>render \d+<\/html>$/);
      expect((await get(path, headers)).hit, path).toBe(false);
    }
    // The prefetch's `{}` itself leaves as Next.js sent it: private.
    const prefetch = await fetch(`${base}/contact`, { headers: { 'x-middleware-prefetch': '1' } });
    expect([await prefetch.text(), prefetch.headers.get('cache-control')]).toEqual(['{}', PRIVATE_CACHE_CONTROL]);
  });

  it('keeps, and lets shared caches keep, only a whole HTML page', async () => {
    for (const path of ['/page/json', '/page/cut-short']) {
      await get(path);
      const again = await fetch(`${base}${path}`);
      await again.text();
      expect(again.headers.get('x-page-cache'), path).toBeNull();
    }
    expect((await fetch(`${base}/page/json`)).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('is kept under its canonical URL and rendered under it: an ad click is a hit', async () => {
    const first = await get('/blog/ad-landing?fbclid=IwAR-one&utm_source=instagram');
    expect(rendered.at(-1)).toBe('/blog/ad-landing');
    expect(await get('/blog/ad-landing?fbclid=IwAR-two')).toEqual({ body: first.body, hit: true });
    expect(await get('/blog/ad-landing')).toEqual({ body: first.body, hit: true });
    // A search is one page whatever its case and spacing.
    await get('/search?q=Velvet%20%20Sofa&gclid=1');
    expect(rendered.at(-1)).toBe('/search?q=velvet+sofa');
    expect((await get('/search?q=velvet+sofa')).hit).toBe(true);
  });

  it('serves every spelling of a product id from the one kept page, rendered under the id in lower case', async () => {
    const id = '6f1c2a8e-4b1d-4c1e-9a57-0d2b7c3e9f10';
    const first = await get(`/product/${id.toUpperCase()}`);
    expect(rendered.at(-1)).toBe(`/product/${id}`);
    const escaped = [...id].map((character) => `%${character.charCodeAt(0).toString(16)}`).join('');
    for (const spelling of [id, `${id.slice(0, 8).toUpperCase()}${id.slice(8)}`, escaped, `${escaped}?fbclid=1`]) {
      expect(await get(`/product/${spelling}`), spelling).toEqual({ body: first.body, hit: true });
    }
  });

  it('answers a HEAD from the kept page, and keeps the page a HEAD renders', async () => {
    const head = async (path: string) => {
      const response = await fetch(`${base}${path}`, { method: 'HEAD' });
      return { status: response.status, cache: response.headers.get('x-page-cache'), type: response.headers.get('content-type'), body: await response.text() };
    };
    const before = renders;
    expect(await head('/page/asked-by-head')).toEqual({ status: 200, cache: null, type: 'text/html', body: '' });
    expect(await head('/page/asked-by-head')).toEqual({ status: 200, cache: 'hit', type: 'text/html', body: '' });
    expect(await get('/page/asked-by-head')).toEqual({ body: `<html>render ${before + 1}</html>`, hit: true });
    expect(renders).toBe(before + 1);
  });

  it("keeps /shop's redirect of a spelling it does not write, until the shop changes; never one off the shop", async () => {
    const redirect = async (path: string) => {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      await response.text();
      return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('x-page-cache') };
    };
    const before = renders;
    expect(await redirect('/shop?ref=instagram&utm_source=x')).toEqual({ status: 307, location: '/shop?category=sofas', cache: null });
    expect(await redirect('/shop?ref=instagram')).toEqual({ status: 307, location: '/shop?category=sofas', cache: 'hit' });
    expect(renders).toBe(before + 1);
    invalidateStorefront();
    expect(await redirect('/shop?ref=instagram')).toMatchObject({ cache: null });
    await redirect('/shop?ref=away');
    expect(await redirect('/shop?ref=away')).toEqual({ status: 307, location: 'https://elsewhere.example/shop', cache: null });
  });

  it('renders a query past KEPT_QUERY_MAX as asked, and keeps nothing of it', async () => {
    const long = `/shop?${Array.from({ length: 60 }, (_, at) => `fabric=velvet-${at}`).join('&')}`;
    await get(long);
    expect(rendered.at(-1)).toBe(long);
    expect((await get(long)).hit).toBe(false);
  });

  it('is first compressed quickly, and at brotli\'s best once it is asked for again', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await getRaw('/blog/long-read', browser);
    const brotli = (html: Buffer, quality: number) =>
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    // Served from memory before and after the first brotli copy is made: that copy is the quick one.
    let first = await getRaw('/blog/long-read', browser);
    await expect.poll(async () => (first = await getRaw('/blog/long-read', browser)).encoding).toBe('br');
    const html = zlib.brotliDecompressSync(first.body);
    expect(html.toString()).toBe(LONG_READ);
    expect(brotli(html, 5).length).toBeGreaterThan(brotli(html, 11).length);
    expect(first.body).toEqual(brotli(html, 5));
    await expect.poll(async () => (await getRaw('/blog/long-read', browser)).body.equals(brotli(html, 11))).toBe(true);
  });
});

describe('pages with a query', () => {
  it('fill a quarter of the cache at most, so a flood of searches keeps the other pages', async () => {
    const small = createPageCache({ ttlMs: 60_000, maxBytes: 4_000 });
    const plain = http.createServer((request, response) => {
      if (small.serve(request, response)) return;
      response.setHeader('content-type', 'text/html');
      response.end(`<html>${request.url}</html>`);
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    const visit = async (path: string) => (await fetch(`${at}${path}`, { headers: { 'accept-encoding': 'identity' } })).headers.get('x-page-cache');
    try {
      await visit('/about');
      // 300 searches of about 30 bytes each: twice what the whole cache holds.
      for (let search = 0; search < 300; search++) await visit(`/search?q=word-${search}`);
      expect(await visit('/about')).toBe('hit');
      expect(await visit('/search?q=word-299')).toBe('hit');
      expect(await visit('/search?q=word-0')).toBeNull();
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});

describe('a kept page past its time to live', () => {
  // Long enough that two requests in a row stay within it on a loaded machine; short enough to wait out.
  const ttlMs = 1_000;
  let version = 1;
  let status = 200;
  let staleRenders = 0;
  let staleServer: http.Server;
  let staleBase = '';
  let port = 0;
  const staleCache = createPageCache({ ttlMs, maxBytes: 1024 * 1024, revalidate: (url, headers) => askOurselves(port, url, headers) });

  beforeAll(async () => {
    staleServer = http.createServer((request, response) => {
      if (staleCache.serve(request, response)) return;
      staleRenders++;
      response.statusCode = status;
      response.setHeader('content-type', 'text/html');
      if (request.headers['accept-encoding'] !== 'gzip') return response.end(`<html>version ${version}</html>`);
      response.setHeader('content-encoding', 'gzip');
      response.end(zlib.gzipSync(`<html>version ${version}</html>`));
    });
    await new Promise<void>((resolve) => staleServer.listen(0, '127.0.0.1', resolve));
    port = (staleServer.address() as AddressInfo).port;
    staleBase = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => staleServer.close(() => resolve())));

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${staleBase}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
    const encoding = response.headers.get('content-encoding');
    return { status: response.status, body: await response.text(), cache: response.headers.get('x-page-cache'), encoding };
  };
  const pastTtl = () => new Promise((resolve) => setTimeout(resolve, ttlMs + 50));

  it('is served at once while one fresh render, brotli copy included, replaces it in the background', async () => {
    version = 1;
    await visit('/faq');
    version = 2;
    await pastTtl();
    const rendersBefore = staleRenders;
    const visitors = await Promise.all([visit('/faq'), visit('/faq'), visit('/faq')]);
    expect(visitors.map((v) => [v.body, v.cache])).toEqual(Array(3).fill(['<html>version 1</html>', 'stale']));
    await expect.poll(async () => (await visit('/faq')).body).toBe('<html>version 2</html>');
    expect(staleRenders - rendersBefore).toBe(1);
    const { body, encoding } = await visit('/faq');
    expect([body, encoding]).toEqual(['<html>version 2</html>', 'br']);
    expect((await visit('/faq')).cache).toBe('hit');
  });

  it('is dropped when it no longer renders, so the next visitor gets the answer of the day', async () => {
    status = 200;
    await visit('/product/retired');
    status = 404;
    await pastTtl();
    expect((await visit('/product/retired')).cache).toBe('stale');
    await expect.poll(async () => (await visit('/product/retired')).status).toBe(404);
    status = 200;
  });

  it('is not rendered again for a visitor who sends a refresh header of their own', async () => {
    await visit('/blog');
    const rendersBefore = staleRenders;
    const forged = await visit('/blog', { 'x-page-cache-refresh': 'guess' });
    expect(forged.cache).toBe('hit');
    expect(staleRenders).toBe(rendersBefore);
  });

  it('is rendered while the visitor waits once it is far older than its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      version = 3;
      await visit('/about');
      version = 4;
      vi.setSystemTime(Date.now() + ttlMs * 12);
      const late = await visit('/about');
      expect(late).toMatchObject({ body: '<html>version 4</html>', cache: null, encoding: 'gzip' });
    } finally {
      vi.useRealTimers();
    }
  });
});
