import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The storefront's service worker (public/sw.js, docs/decisions/0084-kept-pages-offline.md), run as a
// browser would run it: its own global scope, the Cache Storage and a network the test switches off.
// What it keeps, what it never keeps, and what an offline shopper is shown.

const ORIGIN = 'https://shop.test';
const source = readFileSync(path.join(import.meta.dirname, '../../public/sw.js'), 'utf8');

/** The browser's Cache Storage, in memory: entries in the order they were last written, as the spec keeps them. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    const key = (request: Request | string) => (typeof request === 'string' ? new URL(request, ORIGIN).href : request.url);
    return {
      match: async (request: Request | string) => entries.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => {
        const body = await response.arrayBuffer();
        entries.delete(key(request));
        entries.set(key(request), new Response(body, { status: response.status, headers: response.headers }));
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request | string) => entries.delete(key(request)),
    };
  };
  return {
    open: async (name: string) => open(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
    /** What a cache holds, by path and query. */
    paths: (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => url.slice(ORIGIN.length)),
  };
}

/** A same-origin answer, as the browser hands one to a worker: its type, and its copies' type, is 'basic'. */
class SameOriginResponse extends Response {
  override get type(): ResponseType {
    return 'basic';
  }
  override clone(): Response {
    return Object.setPrototypeOf(super.clone(), SameOriginResponse.prototype) as Response;
  }
}

const answer = (body: string, contentType = 'text/html; charset=utf-8') => new SameOriginResponse(body, { status: 200, headers: { 'content-type': contentType } });

function startWorker() {
  const handlers = new Map<string, (event: unknown) => void>();
  const caches = cacheStorage();
  const network = { online: true, requests: [] as string[] };
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    location: { origin: ORIGIN },
    navigator: {},
    registration: {},
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  const fetchStub = async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    network.requests.push(url.slice(ORIGIN.length));
    if (!network.online) throw new TypeError('Failed to fetch');
    const { pathname } = new URL(url);
    if (pathname.startsWith('/_next/static/')) return answer('chunk', 'text/javascript');
    return answer(`<!DOCTYPE html><html><head><title>${pathname}</title></head><body class="b"><main>Page ${pathname} at ₦98,000</main></body></html>`);
  };
  // The worker's clock: a test moves it on to see a kept page grow old.
  const clock = { now: Date.now() };
  const WorkerDate = class extends Date {
    static override now() {
      return clock.now;
    }
  };
  // Timers looked up when called, so a test's fake timers apply.
  const timers = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id) };
  const context = vm.createContext({ self: scope, caches, fetch: fetchStub, Request, Response, Headers, URL, ...timers, Promise, Date: WorkerDate });
  vm.runInContext(source, context);

  /** Dispatches a fetch event: the worker's answer (undefined: left to the browser), once its work is done. */
  async function request(pathname: string, init: { navigate?: boolean; method?: string; headers?: Record<string, string> } = {}) {
    const { navigate = true, method = 'GET', headers = {} } = init;
    const request = new Request(ORIGIN + pathname, { method, headers });
    Object.defineProperty(request, 'mode', { value: navigate ? 'navigate' : 'cors' });
    const pending: Promise<unknown>[] = [];
    let answered: Promise<Response> | undefined;
    handlers.get('fetch')!({
      request,
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<Response>) => (answered = promise),
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    const response = answered ? await answered : undefined;
    const text = response ? await response.text() : undefined;
    // Settles what the worker went on doing (keeping a copy), including work it started meanwhile.
    for (let settled = 0; settled < pending.length; settled = pending.length) await Promise.all(pending.slice(settled));
    return { response, text };
  }
  /** A page's message to the worker, as src/components/store/kept-pages.tsx sends it; settled. */
  async function message(data: unknown) {
    const pending: Promise<unknown>[] = [];
    handlers.get('message')!({ data, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { request, message, caches, network, clock };
}

const NOTICE = 'You’re offline. This page was saved earlier, so prices and stock may have changed.';

describe('the kept-pages service worker', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a storefront page from the network as it is, and offline shows it with a notice that prices may have changed', async () => {
    const worker = startWorker();
    const online = await worker.request('/product/abc');
    expect(online.text).toContain('Page /product/abc');
    expect(online.text).not.toContain(NOTICE);
    expect(worker.caches.paths('kept-pages-v1')).toEqual(['/product/abc']);

    worker.network.online = false;
    const offline = await worker.request('/product/abc');
    expect(offline.response!.status).toBe(200);
    expect(offline.text).toContain('Page /product/abc at ₦98,000');
    // At the top of the body, announced as a status, with the day it was saved.
    expect(offline.text).toMatch(new RegExp(`<body class="b"><kept-page-notice role="status"[^>]*>${NOTICE} Saved \\d+ \\w+, \\d\\d:\\d\\d\\.</kept-page-notice><main>`));
  });

  it('keeps the cart and home, and the built files a page loads', async () => {
    const worker = startWorker();
    await worker.request('/cart');
    await worker.request('/');
    await worker.request('/_next/static/chunks/app.js', { navigate: false });
    expect(worker.caches.paths('kept-pages-v1')).toEqual(['/cart', '/']);
    expect(worker.caches.paths('kept-assets-v1')).toEqual(['/_next/static/chunks/app.js']);

    worker.network.online = false;
    expect((await worker.request('/cart')).text).toContain(NOTICE);
    expect((await worker.request('/_next/static/chunks/app.js', { navigate: false })).text).toBe('chunk');
  });

  it.each(['/checkout', '/pay/tok3n', '/auth', '/account/orders', '/track?order=AL-1', '/cart/restore?token=x', '/receipts/AL-1', '/unsubscribe?t=x'])(
    'never keeps %s: it always goes to the network',
    async (pathname) => {
      const worker = startWorker();
      const online = await worker.request(pathname);
      expect(online.text).toContain('Page ');
      expect(worker.caches.paths('kept-pages-v1')).toEqual([]);
      worker.network.online = false;
      const offline = await worker.request(pathname);
      expect(offline.response!.status).toBe(503);
      expect(worker.network.requests).toEqual([pathname, pathname]);
    },
  );

  it('leaves the back office, the API, posts and the router’s data to the browser, and keeps none of them', async () => {
    const worker = startWorker();
    expect((await worker.request('/admin/orders')).text).toContain('Page /admin/orders');
    expect((await worker.request('/api/health', { navigate: false })).response).toBeUndefined();
    expect((await worker.request('/cart', { method: 'POST', navigate: false })).response).toBeUndefined();
    expect((await worker.request('/shop?_rsc=1', { navigate: false, headers: { rsc: '1', 'next-router-prefetch': '1' } })).response).toBeUndefined();
    expect(worker.caches.paths('kept-pages-v1')).toEqual([]);
  });

  it('offline, says checkout needs a connection, and that a page never opened was not saved', async () => {
    const worker = startWorker();
    worker.network.online = false;
    const checkout = await worker.request('/checkout');
    expect(checkout.response!.status).toBe(503);
    expect(checkout.text).toContain('<h1>Checkout needs a connection</h1>');
    expect(checkout.text).toContain('<a href="/cart">Your cart</a>');
    expect(checkout.response!.headers.get('content-security-policy')).toContain("default-src 'none'");
    const unseen = await worker.request('/blog/never-opened');
    expect(unseen.text).toContain('This page has not been saved on this device yet.');
  });

  it('forgets the pages and pictures seen once the shopper signs out (a shared phone)', async () => {
    const worker = startWorker();
    await worker.request('/product/abc');
    await worker.request('/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75', { navigate: false });
    await worker.request('/img/640/media/b.webp', { navigate: false });
    await worker.request('/_next/static/chunks/app.js', { navigate: false });
    expect(worker.caches.paths('kept-pictures-v1')).toHaveLength(2);

    const signOut = await worker.request('/api/auth/sign-out', { method: 'POST', navigate: false });
    expect(signOut.response).toBeUndefined();
    expect(worker.caches.paths('kept-pages-v1')).toEqual([]);
    expect(worker.caches.paths('kept-pictures-v1')).toEqual([]);
    // Built files hold nothing of the shopper's.
    expect(worker.caches.paths('kept-assets-v1')).toEqual(['/_next/static/chunks/app.js']);
  });

  it('shows no page kept more than 14 days ago: its prices are too old', async () => {
    const worker = startWorker();
    await worker.request('/shop');
    worker.network.online = false;
    worker.clock.now += 13 * 24 * 60 * 60 * 1000;
    expect((await worker.request('/shop')).text).toContain(NOTICE);
    worker.clock.now += 2 * 24 * 60 * 60 * 1000;
    const old = await worker.request('/shop');
    expect(old.response!.status).toBe(503);
    expect(old.text).toContain('This page has not been saved on this device yet.');
    expect(worker.caches.paths('kept-pages-v1')).toEqual([]);
  });

  it('keeps the page it was installed on, and the files that page loaded; not the page when it was drawn for the data saver', async () => {
    const worker = startWorker();
    const files = [`${ORIGIN}/_next/static/chunks/app.js`, 'https://elsewhere.test/_next/static/x.js', `${ORIGIN}/api/auth/get-session`];
    await worker.message({ page: `${ORIGIN}/product/abc`, first: true, saving: false, files });
    expect(worker.caches.paths('kept-pages-v1')).toEqual(['/product/abc']);
    // Only the shop's own built files and pictures: never another origin's, never the API's answers.
    expect(worker.caches.paths('kept-assets-v1')).toEqual(['/_next/static/chunks/app.js']);

    const saver = startWorker();
    await saver.message({ page: `${ORIGIN}/product/abc`, first: true, saving: true, files });
    expect(saver.network.requests).toEqual(['/_next/static/chunks/app.js']);
    expect(saver.caches.paths('kept-pages-v1')).toEqual([]);
  });

  it('fetches the HTML of a page reached by a link once, a few seconds later; never for a prefetch or the data saver', async () => {
    vi.useFakeTimers();
    const worker = startWorker();
    const link = worker.request('/shop?category=sofas&_rsc=x1', { navigate: false, headers: { rsc: '1' } });
    await vi.advanceTimersByTimeAsync(2900);
    expect(worker.network.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect((await link).response).toBeUndefined();
    expect(worker.network.requests).toEqual(['/shop?category=sofas']);
    expect(worker.caches.paths('kept-pages-v1')).toEqual(['/shop?category=sofas']);

    await worker.request('/blog?_rsc=x2', { navigate: false, headers: { rsc: '1', 'next-router-prefetch': '1' } });
    await worker.message({ page: `${ORIGIN}/shop`, first: false, saving: true, files: [] });
    const saving = worker.request('/about?_rsc=x3', { navigate: false, headers: { rsc: '1' } });
    await vi.advanceTimersByTimeAsync(5000);
    await saving;
    expect(worker.network.requests).toEqual(['/shop?category=sofas']);
  });

  it('keeps at most 60 pages, the least recently seen going first', async () => {
    const worker = startWorker();
    for (let n = 0; n < 62; n++) await worker.request(`/product/p${n}`);
    const kept = worker.caches.paths('kept-pages-v1');
    expect(kept).toHaveLength(60);
    expect(kept).not.toContain('/product/p0');
    expect(kept).not.toContain('/product/p1');
    expect(kept.at(-1)).toBe('/product/p61');
  });
});
