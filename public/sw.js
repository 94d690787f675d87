// The storefront's service worker: the pages a shopper has seen, and their cart, open again without
// the network. What it keeps, for how long, what it never keeps and why:
// docs/decisions/0084-kept-pages-offline.md. Registered by src/components/store/kept-pages.tsx.
//
// Online it changes nothing a shopper sees: every page comes from the network (the shop's prices are
// the ones the server has now), and the worker only copies what passed. It answers from its copies
// when the network fails, or when it has not answered a page within NETWORK_WAIT_MS, and then says so.
'use strict';

const VERSION = 'v1';
const PAGES = `kept-pages-${VERSION}`;
const ASSETS = `kept-assets-${VERSION}`;
const PICTURES = `kept-pictures-${VERSION}`;
/** Whether the last page was drawn for the data saver, kept so the worker remembers it when it wakes. */
const CHOICE = `kept-choice-${VERSION}`;
const CHOICE_KEY = '/__kept-pages/data-saver';
/** Entries each cache holds; the oldest written goes first (a page is written again on every visit). */
const LIMITS = { [PAGES]: 60, [ASSETS]: 400, [PICTURES]: 150, [CHOICE]: 1 };
/** A kept page older than this is not shown: its prices are too old to be worth showing. */
const PAGE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** How long a page's network answer may take before its kept copy is shown instead. */
const NETWORK_WAIT_MS = 6000;
/** When a page was kept, written on the copy (never sent to the server). */
const KEPT_AT = 'x-kept-at';

/** The storefront's sections whose pages are kept when seen: pages the same for every shopper. */
const KEPT_SECTIONS = new Set(['shop', 'product', 'search', 'blog', 'faq', 'about', 'contact', 'portfolio', 'page', 'quote']);
/** Navigations left to the network alone, without even the offline page: the back office and the API. */
const UNTOUCHED_SECTIONS = new Set(['admin', 'api']);
/** Where an offline shopper is told that this step needs a connection. */
const CHECKOUT_SECTIONS = new Set(['checkout', 'pay']);

const firstSegment = (pathname) => pathname.split('/')[1] ?? '';

/**
 * A storefront page kept when seen: home, the cart (not /cart/restore, whose link carries a token),
 * and the sections above. Checkout, payment, auth, account, admin, API, receipts, /track and every
 * link carrying a token are not among them, so they always go to the network and are never kept.
 */
function isKeptPage(pathname) {
  if (pathname === '/' || pathname === '/cart') return true;
  return KEPT_SECTIONS.has(firstSegment(pathname));
}

/** Built files: their names change with their content, so a kept copy is always right. */
const isBuiltAsset = (pathname) => pathname.startsWith('/_next/static/');
/** Pictures (never videos: they are large, and fetched in ranges). */
const isPicture = (pathname) => pathname === '/_next/image' || pathname.startsWith('/img/') || pathname.startsWith('/media/') || pathname.startsWith('/images/');

/** What a client navigation of the app asks for: the next page's data, not its HTML. */
const isRouterFetch = (request) => request.headers.get('rsc') === '1';
const isPrefetch = (request) => request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch');

/**
 * A shopper who pays for every megabyte: no page is fetched a second time just to keep it. The data
 * saver is on when the last page said it was drawn for it (the footer switch, `Save-Data` or 2G:
 * src/lib/data-saver.ts), or when the browser says so itself.
 */
async function savingData() {
  const connection = self.navigator.connection;
  if (connection && (connection.saveData || /2g/.test(connection.effectiveType ?? ''))) return true;
  const choice = await (await caches.open(CHOICE)).match(CHOICE_KEY);
  return choice ? (await choice.text()) === 'on' : false;
}

async function rememberSaving(saving) {
  const cache = await caches.open(CHOICE);
  await cache.put(CHOICE_KEY, new Response(saving ? 'on' : 'off'));
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('kept-') && !Object.hasOwn(LIMITS, name)).map((name) => caches.delete(name)));
      // The network's own answer to a navigation starts while the worker wakes up: a page is no slower for it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out empties the kept pages and pictures: on a shared phone, the next person does not see
  // what this one looked at. The request itself goes on to the network untouched.
  if (request.method === 'POST' && url.pathname === '/api/auth/sign-out') {
    event.waitUntil(forgetWhatWasSeen());
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    // Every navigation is answered here, even those only the network answers: navigation preload
    // has already asked the network, and a navigation left to the browser would ask it twice.
    if (UNTOUCHED_SECTIONS.has(firstSegment(url.pathname))) event.respondWith(fromNetwork(event));
    else event.respondWith(isKeptPage(url.pathname) ? keptPageOrNetwork(event, url) : networkOrOfflinePage(event, url));
    return;
  }
  if (isRouterFetch(request)) {
    // A page reached by a link inside the app arrives as data, which cannot be opened alone later:
    // its HTML is fetched once, after the page has had the link to itself.
    if (!isPrefetch(request) && isKeptPage(url.pathname)) event.waitUntil(keepDocumentSoon(url));
    return;
  }
  if (request.headers.has('range')) return;
  if (isBuiltAsset(url.pathname)) event.respondWith(keptOrNetwork(event, ASSETS));
  else if (isPicture(url.pathname)) event.respondWith(networkOrKept(event, PICTURES));
});

// Every page says whether it was drawn for the data saver (src/components/store/kept-pages.tsx). The
// page the worker was installed on loaded before it, so that page also tells it what it loaded; its
// files are mostly in the browser's HTTP cache already.
self.addEventListener('message', (event) => {
  const { page, first, saving, files } = event.data ?? {};
  if (typeof page !== 'string' || typeof saving !== 'boolean' || !Array.isArray(files)) return;
  event.waitUntil(rememberSaving(saving).then(() => (first === true ? keepWhatTheFirstPageLoaded(page, files) : undefined)));
});

async function keepWhatTheFirstPageLoaded(pageUrl, files) {
  const page = sameOrigin(pageUrl);
  if (page && isKeptPage(page.pathname) && !(await savingData())) await keepDocument(page);
  for (const file of files.slice(0, 200)) {
    const url = typeof file === 'string' ? sameOrigin(file) : null;
    if (!url) continue;
    const cacheName = isBuiltAsset(url.pathname) ? ASSETS : isPicture(url.pathname) ? PICTURES : null;
    if (!cacheName) continue;
    try {
      const response = await fetch(url.href);
      await keep(cacheName, new Request(url.href), response);
    } catch {
      // Offline again, or the file is gone: nothing to keep.
    }
  }
}

function sameOrigin(href) {
  try {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** The network's answer to a navigation: the one navigation preload started, or a fetch of our own. */
async function fromNetwork(event) {
  const preloaded = await event.preloadResponse;
  return preloaded ?? fetch(event.request);
}

/**
 * Network first. The answer is kept as it arrives; a kept copy is shown, with a notice, when the
 * network fails or is slower than NETWORK_WAIT_MS. A page never kept waits for the network as long
 * as it takes, then shows the offline page.
 */
async function keptPageOrNetwork(event, url) {
  const network = fromNetwork(event).then((response) => {
    if (isKeepablePage(response)) event.waitUntil(keep(PAGES, new Request(url.href), response.clone()));
    return response;
  });
  // Whichever answer is shown, the network's is still kept when it comes.
  event.waitUntil(network.catch(() => undefined));
  const kept = await keptPage(url);
  if (!kept) return network.catch(() => offlinePage(url));
  const first = await Promise.race([
    network.then((response) => ({ response }), () => 'offline'),
    new Promise((resolve) => setTimeout(() => resolve('slow'), NETWORK_WAIT_MS)),
  ]);
  return typeof first === 'string' ? withNotice(kept, first) : first.response;
}

/** Pages never kept (checkout, account, auth, …): the network's answer, or the offline page. */
async function networkOrOfflinePage(event, url) {
  try {
    return await fromNetwork(event);
  } catch {
    return offlinePage(url);
  }
}

/** Only a whole, ordinary HTML page: never a redirect, an error or a page another origin answered. */
function isKeepablePage(response) {
  return response.status === 200 && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

async function keptPage(url) {
  const cache = await caches.open(PAGES);
  // ignoreVary: the navigation that kept a page and the one asking for it now need not send the same headers.
  const kept = await cache.match(url.href, { ignoreVary: true });
  if (!kept) return null;
  if (Date.now() - Number(kept.headers.get(KEPT_AT) ?? 0) > PAGE_MAX_AGE_MS) {
    await cache.delete(url.href, { ignoreVary: true });
    return null;
  }
  return kept;
}

/** Keeps a copy stamped with the time, without the headers that describe the network's bytes. */
async function keep(cacheName, request, response) {
  if (response.status !== 200 || response.type !== 'basic') return;
  // Never what the server said must not be stored (a built file or a picture never says so).
  if (cacheName !== PAGES && /no-store/.test(response.headers.get('cache-control') ?? '')) return;
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length', 'vary', 'set-cookie']) headers.delete(name);
  headers.set(KEPT_AT, String(Date.now()));
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, new Response(response.body, { status: 200, statusText: response.statusText, headers }));
    await trim(cache, LIMITS[cacheName]);
  } catch {
    // Storage full, or the body broke off: the page is simply not kept.
  }
}

/** Deletes the oldest entries past the limit (keys are in the order they were last written). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function keepDocument(url) {
  const page = new URL(url.href);
  page.searchParams.delete('_rsc');
  try {
    const response = await fetch(page.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    if (isKeepablePage(response)) await keep(PAGES, new Request(page.href), response);
  } catch {
    // Offline: nothing to keep.
  }
}

/** A few seconds after a client navigation, so the page's own data and pictures go first on a slow link. */
async function keepDocumentSoon(url) {
  if (await savingData()) return;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await keepDocument(url);
}

/** Built files: the kept copy if there is one (it cannot be out of date), otherwise the network's, kept. */
async function keptOrNetwork(event, cacheName) {
  const { request } = event;
  const kept = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  // Kept while the page reads it, not before: the copy must not hold the file back.
  event.waitUntil(keep(cacheName, request, response.clone()));
  return response;
}

/** Pictures: the network's (through the browser's own cache, so no byte more), the kept copy offline. */
async function networkOrKept(event, cacheName) {
  const { request } = event;
  try {
    const response = await fetch(request);
    event.waitUntil(keep(cacheName, request, response.clone()));
    return response;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function forgetWhatWasSeen() {
  await Promise.all([caches.delete(PAGES), caches.delete(PICTURES)]);
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function savedAt(keptAt) {
  const date = new Date(Number(keptAt));
  if (Number.isNaN(date.getTime())) return '';
  return ` Saved ${date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}.`;
}

/**
 * The kept page with a notice at the top of its body. The notice is an element of its own name, which
 * React skips when it hydrates the body (it matches children by their tag), so the page still comes to life.
 * The storefront's header is fixed over a spacer of its height (site-header.tsx): the notice is drawn
 * that height lower, in the room it takes at the top, so it shows just under the header and the page
 * follows it; on scrolling it goes under the header with the page.
 */
async function withNotice(kept, reason) {
  const html = await kept.text();
  const lead = reason === 'slow' ? 'The network is not answering.' : 'You\u2019re offline.';
  const text = `${lead} This page was saved earlier, so prices and stock may have changed.${savedAt(kept.headers.get(KEPT_AT))}`;
  const notice =
    '<kept-page-notice role="status" style="display:block;position:relative;top:var(--header-height,6.25rem);' +
    'padding:0.75rem 1rem;background:#a4472a;color:#fff;font-size:0.9375rem;font-weight:500;line-height:1.4;text-align:center">' +
    `${escapeHtml(text)}</kept-page-notice>`;
  const headers = new Headers(kept.headers);
  headers.delete(KEPT_AT);
  return new Response(html.replace(/<body[^>]*>/i, (body) => body + notice), { status: 200, headers });
}

/** A small page of its own, for a page never kept: what the shopper can do without a connection. */
function offlinePage(url) {
  const checkout = CHECKOUT_SECTIONS.has(firstSegment(url.pathname));
  const heading = checkout ? 'Checkout needs a connection' : 'You\u2019re offline';
  const text = checkout
    ? 'Your cart is kept on this device. Check out once you are back online; prices and stock are checked then.'
    : 'This page has not been saved on this device yet. Pages you have opened before, and your cart, open without a connection.';
  const body = `<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)}</title><style>
body{margin:0;background:#faf7f2;color:#211d19;font:1rem/1.5 system-ui,sans-serif}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 0.75rem}
nav{display:flex;flex-wrap:wrap;gap:0.75rem;margin-top:1.5rem}
a{display:inline-block;padding:0.75rem 1.25rem;border-radius:0.375rem;color:#211d19;border:1px solid #d6cab8;text-decoration:none;font-weight:600}
a:first-child{background:#211d19;color:#faf7f2;border-color:#211d19}
</style></head><body><main><h1>${escapeHtml(heading)}</h1><p role="status">${escapeHtml(text)}</p>
<nav><a href="/cart">Your cart</a><a href="/">Home</a><a href="${escapeHtml(url.pathname + url.search)}">Try again</a></nav></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
