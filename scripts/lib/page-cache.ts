import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { storefrontVersion } from '@/server/storefront-cache';
import { DATA_SAVER_ACCEPT_CH, DATA_SAVER_COOKIE, DATA_SAVER_VARY, dataSaverRequested } from '@/lib/data-saver';
import { accepts, acceptedEncodings } from './accept-encoding';
import { finishForFirstPaint } from './first-paint';
import { keptPageUrl } from './kept-page-url';

// A small in-memory cache of rendered storefront pages, in front of Next.js. Storefront
// HTML is the same for every visitor (the signed-in state is drawn in the browser), so a
// page rendered once can be served again until the shop changes (a write that declares it
// empties it: src/server/storefront-cache.ts) or, for other instances of a multi-instance shop,
// until it is `ttlMs` old. A page past its
// TTL is served once more while a fresh render replaces it in the background (stale while
// revalidate), so no visitor waits for a render of a page that was already kept.
// See docs/decisions/0006-storefront-page-cache.md, and for the stale copy
// docs/decisions/0043-page-cache-stale-while-revalidate.md.
//
// A kept page is keyed by its canonical URL (scripts/lib/kept-page-url.ts): the query parameters its
// page does not read (an ad click's `?fbclid=`) are left out of the key and of the URL Next.js renders,
// so no kept copy depends on anything outside its key
// (docs/decisions/0067-kept-pages-keyed-by-canonical-url.md).
//
// Next.js answers in gzip; a kept page is finished once in the background: its scripts load after
// its first paint (docs/decisions/0025), a brotli copy is made for the browsers that take it (a
// fifth smaller on a phone network), and the font preloads Next.js sends as a header move into its
// head (preloadsInHead). That first brotli copy is a quick one; a page asked for again is
// recompressed at brotli's best level, so a page kept once and never asked for again costs little.
//
// A page exists in two variants, the ordinary one and the data saver's light one (src/lib/data-saver.ts):
// the key holds which one a request gets, as a boolean, never the Save-Data, ECT or cookie text it came
// from, and every answer varies on those headers (docs/decisions/0083-data-saver.md).
//
// A HEAD is answered as its GET (Node sends the headers alone), and a redirect a kept path answers (/shop
// sends every other spelling of a list to its one URL, decision 0056) is kept as a redirect, so neither
// renders a page again for each request (docs/decisions/0067, "Amendment").
//
// A kept page is sent cacheable by shared caches (a CDN, a proxy) for as long as this cache keeps
// it, and stale as long as it serves it stale; everything else keeps Next.js' `private, no-store`
// (docs/decisions/0027-shared-caches-for-public-pages.md). A hit costs what a file costs: the
// headers of each way a kept page is sent are built once per copy, not once per request.

const CACHEABLE_PATHS = [/^\/$/, /^\/shop$/, /^\/product\/[^/]+$/, /^\/blog(\/[^/]+)?$/, /^\/(faq|about|contact|portfolio|search|track)$/, /^\/page\/[^/]+$/, /^\/cart$/];
/**
 * Kept, but never for shared caches: the cart page's HTML is the same for everyone (the cart is
 * drawn in the browser from its own storage), so it is kept and finished like any storefront page,
 * yet a shopper's cart is no place for a CDN.
 */
const PRIVATE_PATHS = new Set(['/cart']);

type Entry = {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  brotli?: Buffer;
  /** The brotli copy is at the best level, or on its way there. */
  polished?: boolean;
  /** How often this copy was served from memory. */
  hits: number;
  version: number;
  storedAt: number;
  /** The full response headers of each way this copy is sent, built at their first use and again each second (see `sent`). */
  sent?: Map<string, { ageSeconds: number; headers: http.OutgoingHttpHeaders }>;
  /** A kept redirect's target (a same-origin path); its body is empty. */
  redirect?: string;
};

/** The redirects kept: what Next.js' redirect() and permanentRedirect() answer, and their older kin. */
const KEPT_REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
/** What a kept redirect counts against the cache's bytes besides its target: its key and its entry. */
const REDIRECT_BYTES = 256;

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

/**
 * A first brotli copy's quality: about as quick as gzip. Brotli's best (11) costs some 175 hits of
 * the same page; it is spent on a page once it is asked for the second time (POLISH_AT_HIT).
 */
const FIRST_BROTLI_QUALITY = 5;
const POLISH_AT_HIT = 2;

/**
 * The pages with a query (a search, a filtered list) may fill this share of the cache at most, so
 * that a flood of distinct searches cannot push the home and product pages out.
 */
const QUERIED_SHARE = 1 / 4;

/** How much older than its TTL a kept page may still be served while it is rendered again. */
const STALE_TTLS = 10;

export type PageCacheOptions = {
  ttlMs: number;
  maxBytes: number;
  onLookup?: (hit: boolean) => void;
  /**
   * Asks our own server for `url` with `headers` (scripts/lib/server.ts), so that the page cache
   * records a fresh render of a page past its TTL; resolves to the response's status.
   */
  revalidate?: (url: string, headers: http.OutgoingHttpHeaders) => Promise<number>;
};

/**
 * What a kept copy varies on. Next.js lists its router's headers too, but they change only what it
 * answers to an RSC request (`rsc: 1`), which is never kept nor public; the document at a URL varies on
 * `rsc` and the encoding alone. 85 bytes less in every hit's headers, which are never compressed
 * (docs/decisions/0048-kept-pages-vary-on-rsc-and-encoding.md). And on what turns the data saver on
 * (docs/decisions/0083-data-saver.md).
 */
const KEPT_PAGE_VARY = `rsc, Accept-Encoding, ${DATA_SAVER_VARY}`;

/**
 * The request headers with which Next.js answers something other than the document at a URL: an RSC
 * payload (`rsc`, `next-router-*`, `next-url`), a server action (`next-action`), a middleware's answer
 * (`x-middleware-*`; the listener drops `x-middleware-prefetch` first, scripts/lib/request-listener.ts)
 * or its hosting platform's (`x-nextjs-*`, `x-now-route-matches`, `x-matched-path`). No browser sends one
 * for a document: such a request is left to Next.js, never answered from nor kept in the cache.
 */
const NEXT_REQUEST_HEADER = /^(?:rsc|next-.+|x-middleware-.+|x-nextjs-.+|x-now-route-matches|x-matched-path)$/;

/** Marks our own refresh requests; the value is known to this process only. */
const REFRESH_HEADER = 'x-page-cache-refresh';

/** What Next.js sends with every page rendered per request; kept for what must stay personal. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * A shared cache may keep a public page as long as we do and serve it stale while it asks again as
 * long as we would (browsers always ask again: max-age=0, so a change reaches a shopper within the
 * shared cache's bound).
 */
export function sharedCacheControl(ttlMs: number) {
  const seconds = Math.floor(ttlMs / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * STALE_TTLS}`;
}

/** Better Auth's cookies (`better-auth.*`, `__Secure-better-auth.*` over https): a signed-in visit. */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\./;

/**
 * Whether a response to `request` may be kept by shared caches. A kept page is the same for every
 * visitor, but a signed-in visit is answered privately all the same: nothing that reaches a browser
 * with a session is ever stored where another visitor could get it, whatever a page renders.
 */
function sharable(request: http.IncomingMessage) {
  return !SIGNED_IN_COOKIE.test(request.headers.cookie ?? '');
}

export function createPageCache({ ttlMs, maxBytes, onLookup, revalidate }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const publicCacheControl = sharedCacheControl(ttlMs);
  /** Pages being rendered again, each with the promise of its fresh copy being kept once recorded. */
  const refreshing = new Map<string, Promise<void> | null>();
  const refreshToken = randomUUID();
  let bytes = 0;
  /** What the pages with a query take of `bytes` (QUERIED_SHARE). */
  let queriedBytes = 0;
  const queried = (key: string) => key.includes('?');
  const sizeOf = (entry: Entry) => entry.body.length + (entry.brotli?.length ?? 0) + (entry.redirect === undefined ? 0 : REDIRECT_BYTES + entry.redirect.length);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    if (queried(key)) queriedBytes -= sizeOf(entry);
    entries.delete(key);
  };

  /** The kept page for `key`, and whether it is past its TTL; a change in the shop drops it. */
  const lookup = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return null;
    const age = Date.now() - entry.storedAt;
    if (entry.version !== storefrontVersion() || age > ttlMs * (revalidate ? 1 + STALE_TTLS : 1)) {
      drop(key);
      return null;
    }
    // Re-insert to keep Map order = least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return { entry, stale: age > ttlMs, ageSeconds: Math.floor(age / 1000) };
  };

  /** Renders a stale page again, once at a time per key; a page that no longer renders is dropped. */
  const refresh = (key: string, stale: Entry, request: http.IncomingMessage, encoding: CachedEncoding, saver: boolean) => {
    if (!revalidate || refreshing.has(key)) return;
    refreshing.set(key, null);
    // The variant the stale copy is, asked for by the switch's cookie alone.
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': encoding, cookie: `${DATA_SAVER_COOKIE}=${saver ? 'on' : 'off'}`, [REFRESH_HEADER]: refreshToken };
    if (request.headers.host) headers.host = request.headers.host;
    revalidate(request.url ?? '/', headers)
      .then((status) => status === 200, () => false)
      .then(async (renewed) => {
        // The fresh render was recorded before its answer reached us; wait until it is kept.
        await refreshing.get(key);
        refreshing.delete(key);
        if (!renewed && entries.get(key) === stale) drop(key);
      });
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    if (queried(key)) queriedBytes += sizeOf(entry);
    for (const oldest of entries.keys()) {
      if (queriedBytes <= maxBytes * QUERIED_SHARE) break;
      if (queried(oldest)) drop(oldest);
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** A copy asked for again gets its brotli at the best level, in the background, off the request. */
  const polish = (key: string, entry: Entry) => {
    if (!entry.brotli || entry.polished) return;
    entry.polished = true;
    void bestBrotli(entry.brotli).then(
      (brotli) => {
        if (entries.get(key) === entry) keep(key, { ...entry, brotli, sent: undefined });
      },
      () => undefined,
    );
  };

  /**
   * A first render is kept at once and served as Next.js wrote it until it is finished; a
   * refresh is finished first, while the stale copy it replaces goes on being served.
   */
  const store = (key: string, entry: Entry, html: string, { refreshed }: { refreshed: boolean }) => {
    if (entry.body.length > maxBytes / 8) return drop(key);
    const finished = finishEntry(entry, html).catch(() => entry);
    if (refreshed) {
      const kept = finished.then((done) => {
        if (done.version === storefrontVersion()) keep(key, done);
      });
      if (refreshing.has(key)) refreshing.set(key, kept);
      return;
    }
    keep(key, entry);
    void finished.then((done) => {
      if (entries.get(key) === entry) keep(key, done);
    });
  };

  /**
   * Serves `request` from the cache when it can (returns true); otherwise records what
   * Next.js writes so the next visitor gets it from memory.
   */
  function serve(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const path = cacheablePath(request);
    if (ttlMs <= 0 || path === null) return false;
    const url = keptPageUrl(path, (request.url ?? '').slice(path.length));
    if (url === null) return false;
    // Next.js renders the page under the URL it is kept under, and nothing else.
    request.url = url;
    // A HEAD gets a GET's headers: Node leaves the body out of the answer to a HEAD, whoever writes it.
    request.method = 'GET';
    const shared = !PRIVATE_PATHS.has(path) && sharable(request);
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = normaliseAcceptEncoding(request, accepted);
    const saver = dataSaverRequested({ saveData: request.headers['save-data'], ect: request.headers.ect, cookie: request.headers.cookie });
    const key = `${encoding} ${saver ? 'saver' : 'full'} ${url}`;
    const isRefresh = request.headers[REFRESH_HEADER] === refreshToken;
    let found = isRefresh ? null : lookup(key);
    // A redirect is cheap to ask again: past its time to live it is asked while the visitor waits.
    if (found?.stale && found.entry.redirect !== undefined) {
      drop(key);
      found = null;
    }
    if (!isRefresh) onLookup?.(found !== null);
    if (found?.entry.redirect !== undefined) {
      response.writeHead(found.entry.status, { location: found.entry.redirect, 'cache-control': PRIVATE_CACHE_CONTROL, 'content-length': 0, 'x-page-cache': 'hit' });
      response.end();
      return true;
    }
    if (found) {
      const { entry: hit, stale, ageSeconds } = found;
      const brotli = accepts(accepted, 'br') ? hit.brotli : undefined;
      response.writeHead(hit.status, sent(hit, { brotli: Boolean(brotli), stale, shared, ageSeconds }));
      response.end(brotli ?? hit.body);
      if (stale) refresh(key, hit, request, encoding, saver);
      else if (++hit.hits >= POLISH_AT_HIT) polish(key, hit);
      return true;
    }
    const cacheControl = shared ? publicCacheControl : PRIVATE_CACHE_CONTROL;
    record(response, storefrontVersion(), encoding, cacheControl, {
      page: (entry, html) => store(key, entry, html, { refreshed: isRefresh }),
      redirect: (entry) => keep(key, entry),
    });
    return false;
  }

  /**
   * The headers a kept copy is sent with one way (an encoding, fresh or stale, public or private),
   * built once a second: given whole to writeHead, Node writes them without a setHeader each.
   */
  function sent(entry: Entry, { brotli, stale, shared, ageSeconds }: { brotli: boolean; stale: boolean; shared: boolean; ageSeconds: number }) {
    const way = `${brotli} ${stale} ${shared}`;
    entry.sent ??= new Map();
    const built = entry.sent.get(way);
    if (built?.ageSeconds === ageSeconds) return built.headers;
    const headers: http.OutgoingHttpHeaders = {
      ...entry.headers,
      'cache-control': shared ? publicCacheControl : PRIVATE_CACHE_CONTROL,
      vary: KEPT_PAGE_VARY,
      'x-page-cache': stale ? 'stale' : 'hit',
      'content-length': (brotli ? entry.brotli! : entry.body).length,
      ...(brotli ? { 'content-encoding': 'br' } : {}),
      // A shared cache counts the time this copy has already been kept against its s-maxage.
      ...(shared ? { age: String(ageSeconds) } : {}),
    };
    entry.sent.set(way, { ageSeconds, headers });
    return headers;
  }

  return { serve, size: () => entries.size };
}

/**
 * Done once per kept page (`html` is its body as Next.js wrote it), in the background: its scripts,
 * web fonts and pictures below the first screen moved behind its first paint (scripts/lib/first-paint.ts), the preloads Next.js sends as a
 * Link header (the fonts) moved into its head, and for a gzip page a quick brotli copy, off the main thread.
 */
async function finishEntry(entry: Entry, html: string): Promise<Entry> {
  const finished = preloadsInHead(finishForFirstPaint(html), entry.headers);
  if (entry.headers['content-encoding'] !== 'gzip') return { ...entry, headers: finished.headers, body: Buffer.from(finished.html), sent: undefined };
  const [body, brotli] = await Promise.all([gzip(finished.html, { level: 9 }), brotliCompress(finished.html, brotliOptions(FIRST_BROTLI_QUALITY, finished.html))]);
  return { ...entry, headers: finished.headers, body, brotli, sent: undefined };
}

/** A brotli copy again at brotli's best level, from the quick one. */
async function bestBrotli(quick: Buffer) {
  const html = await brotliDecompress(quick);
  return brotliCompress(html, brotliOptions(11, html));
}

function brotliOptions(quality: number, text: string | Buffer) {
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } };
}

/**
 * The Link header's preloads as `<link rel="preload">` tags at the top of the head. Next.js sends
 * them as a header so that a page still rendering has its fonts on the way; a kept page's head
 * arrives with its headers, in the same packets, so the browser finds them as early in the markup,
 * where brotli shrinks them, while a header goes uncompressed with every answer: about 500 bytes a
 * hit, which cost a kept page 6-10 % of its requests a second against a file of its own size
 * (docs/benchmarks.md). Anything in the header other than a preload stays there.
 */
export function preloadsInHead(html: string, headers: http.OutgoingHttpHeaders) {
  const entries = [headers.link ?? []].flat().flatMap((value) => String(value).split(/,\s*(?=<)/)).filter(Boolean);
  const tags: string[] = [];
  const kept: string[] = [];
  for (const entry of entries) {
    const tag = preloadTag(entry);
    if (tag) tags.push(tag);
    else kept.push(entry);
  }
  const top = /<meta name="viewport"[^>]*>/.exec(html) ?? /<head>/.exec(html);
  if (tags.length === 0 || !top) return { html, headers };
  const at = top.index + top[0].length;
  const { link: _link, ...rest } = headers;
  return { html: html.slice(0, at) + tags.join('') + html.slice(at), headers: kept.length > 0 ? { ...rest, link: kept.join(', ') } : rest };
}

/** `<url>; rel=preload; as="font"; crossorigin=""` as a tag; null for any other kind of link. */
function preloadTag(entry: string) {
  const [target, ...params] = entry.split(';').map((part) => part.trim());
  const href = /^<([^<>"]+)>$/.exec(target ?? '')?.[1];
  const attributes = params.map((param) => {
    const [name, value] = param.split('=', 2) as [string, string | undefined];
    return [name.trim().toLowerCase(), value === undefined ? '' : value.trim().replace(/^"(.*)"$/, '$1')] as const;
  });
  if (!href || !attributes.some(([name, value]) => name === 'rel' && value === 'preload')) return null;
  if (attributes.some(([, value]) => /["<>]/.test(value))) return null;
  const escaped = (text: string) => text.replaceAll('&', '&amp;');
  const rest = attributes.filter(([name]) => name !== 'rel').map(([name, value]) => ` ${name}="${escaped(value)}"`);
  return `<link rel="preload" href="${escaped(href)}"${rest.join('')}/>`;
}

/** The path of a request the cache may answer, or null. */
function cacheablePath(request: http.IncomingMessage) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  for (const name in request.headers) if (NEXT_REQUEST_HEADER.test(name)) return null;
  const url = request.url ?? '';
  if (url.includes('_rsc=')) return null;
  const path = url.split('?')[0] ?? '';
  return CACHEABLE_PATHS.some((pattern) => pattern.test(path)) ? path : null;
}

type CachedEncoding = 'gzip' | 'identity';

/**
 * A cached page exists in two encodings only, gzip and none. The request's Accept-Encoding is
 * rewritten to the one it gets before Next.js sees it, so Next can never answer in deflate or
 * br under a key that a client unable to read it would hit (docs/security.md, "Floods").
 */
export function normaliseAcceptEncoding(request: http.IncomingMessage, accepted = acceptedEncodings(request.headers['accept-encoding'])): CachedEncoding {
  const encoding = accepts(accepted, 'gzip') ? 'gzip' : 'identity';
  request.headers['accept-encoding'] = encoding;
  return encoding;
}

type Keepers = { page: (entry: Entry, html: string) => void; redirect: (entry: Entry) => void };

/**
 * Tees the response body into memory; keeps it only for a complete HTML page answered 200 without
 * cookies, whose Content-Encoding is the one the entry is kept for, and keeps a redirect without
 * cookies to a path of the shop's own. An HTML 200 without cookies leaves with `cacheControl` (its
 * headers are final when Next.js writes them); any other keeps Next's own.
 */
function record(response: http.ServerResponse, version: number, encoding: CachedEncoding, cacheControl: string, keep: Keepers) {
  const chunks: Buffer[] = [];
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  // Node calls writeHead itself before the first write when Next.js has not.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.at(-1);
    const header = (name: string) => givenHeader(given, name) ?? response.getHeader(name);
    if (status === 200 && header('set-cookie') === undefined && isHtml(header('content-type'))) {
      response.setHeader('cache-control', cacheControl);
      response.setHeader('vary', KEPT_PAGE_VARY);
      // Chromium then sends its connection's type (ECT) with the next requests: 2G turns the data saver on.
      response.setHeader('accept-ch', DATA_SAVER_ACCEPT_CH);
      // Headers given here would be set over ours.
      if (givenHeader(given, 'cache-control') !== undefined || givenHeader(given, 'vary') !== undefined) {
        rest[rest.length - 1] = withoutHeaders(given as http.OutgoingHttpHeaders | unknown[], ['cache-control', 'vary']);
      }
    }
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding));
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof response.end;
  response.once('finish', () => {
    const headers = response.getHeaders();
    if (headers['set-cookie'] || version !== storefrontVersion()) return;
    const redirect = KEPT_REDIRECT_STATUS.has(response.statusCode) ? ownPath(headers.location) : null;
    if (redirect !== null) keep.redirect({ status: response.statusCode, headers: {}, body: Buffer.alloc(0), redirect, hits: 0, version, storedAt: Date.now() });
    if (response.statusCode !== 200) return;
    if (!isHtml(headers['content-type']) || String(headers['content-encoding'] ?? 'identity') !== encoding) return;
    const body = Buffer.concat(chunks);
    const html = completePage(body, encoding);
    if (html !== null) keep.page({ status: 200, headers, body, hits: 0, version, storedAt: Date.now() }, html);
  });
}

/** A redirect's Location when it is a path of this shop (`/shop?…`), else null: nothing else is kept. */
function ownPath(location: unknown) {
  if (typeof location !== 'string' || !location.startsWith('/')) return null;
  const base = 'http://kept.invalid';
  try {
    const target = new URL(location, base);
    return target.origin === base ? `${target.pathname}${target.search}` : null;
  } catch {
    return null;
  }
}

const isHtml = (contentType: unknown) => /^text\/html\b/i.test(String(contentType ?? ''));

/** The page's HTML when it is whole (it ends its document), or null: a render cut short is never kept. */
function completePage(body: Buffer, encoding: CachedEncoding) {
  try {
    const html = (encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
    return /<\/html>\s*$/i.test(html) ? html : null;
  } catch {
    return null;
  }
}

/** A header given to writeHead (as an object or as a flat list of names and values), or undefined. */
function givenHeader(given: unknown, name: string): unknown {
  if (Array.isArray(given)) {
    const at = given.findIndex((entry, index) => index % 2 === 0 && String(entry).toLowerCase() === name);
    return at < 0 ? undefined : given[at + 1];
  }
  if (typeof given !== 'object' || given === null) return undefined;
  return Object.entries(given).find(([entry]) => entry.toLowerCase() === name)?.[1];
}

function withoutHeaders(headers: http.OutgoingHttpHeaders | unknown[], names: string[]) {
  if (!Array.isArray(headers)) return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
  const pairs = headers.flatMap((name, at) => (at % 2 === 0 ? [[name, headers[at + 1]]] : []));
  return pairs.filter(([name]) => !names.includes(String(name).toLowerCase())).flat();
}
