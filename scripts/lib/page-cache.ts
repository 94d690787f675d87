import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { storefrontVersion } from '@/lib/page-cache-version';
import { accepts, acceptedEncodings } from './accept-encoding';
import { loadScriptsAfterPaint } from './scripts-after-paint';

// A small in-memory cache of rendered storefront pages, in front of Next.js. Storefront
// HTML is the same for every visitor (the signed-in state is drawn in the browser), so a
// page rendered once can be served again until the shop changes (invalidateStorefront())
// or, for other instances of a multi-instance shop, until it is `ttlMs` old. A page past its
// TTL is served once more while a fresh render replaces it in the background (stale while
// revalidate), so no visitor waits for a render of a page that was already kept.
// See docs/decisions/0006-storefront-page-cache.md.
//
// Next.js answers in gzip; a kept page is finished once in the background: its scripts load after
// its first paint (docs/decisions/0025), a brotli copy is made for the browsers that take it (a
// fifth smaller on a phone network), and a Link header starts its stylesheet's download with the
// headers (docs/decisions/0022).

const CACHEABLE_PATHS = [/^\/$/, /^\/shop$/, /^\/product\/[^/]+$/, /^\/blog(\/[^/]+)?$/, /^\/(faq|about|contact|portfolio)$/, /^\/page\/[^/]+$/];

type Entry = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer; brotli?: Buffer; version: number; storedAt: number };

const brotliCompress = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);

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

/** Marks our own refresh requests; the value is known to this process only. */
const REFRESH_HEADER = 'x-page-cache-refresh';

export function createPageCache({ ttlMs, maxBytes, onLookup, revalidate }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  /** Pages being rendered again, each with the promise of its fresh copy being kept once recorded. */
  const refreshing = new Map<string, Promise<void> | null>();
  const refreshToken = randomUUID();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length + (entry.brotli?.length ?? 0);
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
    return { entry, stale: age > ttlMs };
  };

  /** Renders a stale page again, once at a time per key; a page that no longer renders is dropped. */
  const refresh = (key: string, stale: Entry, request: http.IncomingMessage, encoding: CachedEncoding) => {
    if (!revalidate || refreshing.has(key)) return;
    refreshing.set(key, null);
    const headers: http.OutgoingHttpHeaders = { 'accept-encoding': encoding, [REFRESH_HEADER]: refreshToken };
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
    bytes += entry.body.length + (entry.brotli?.length ?? 0);
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /**
   * A first render is kept at once and served as Next.js wrote it until it is finished; a
   * refresh is finished first, while the stale copy it replaces goes on being served.
   */
  const store = (key: string, entry: Entry, { refreshed }: { refreshed: boolean }) => {
    if (entry.body.length > maxBytes / 8) return drop(key);
    const finished = finishEntry(entry).catch(() => entry);
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
    if (ttlMs <= 0 || !isCacheable(request)) return false;
    const takesBrotli = accepts(acceptedEncodings(request.headers['accept-encoding']), 'br');
    const encoding = normaliseAcceptEncoding(request);
    const key = `${encoding} ${request.url}`;
    const isRefresh = request.headers[REFRESH_HEADER] === refreshToken;
    const found = isRefresh ? null : lookup(key);
    if (!isRefresh) onLookup?.(found !== null);
    if (found) {
      const { entry: hit, stale } = found;
      const brotli = takesBrotli ? hit.brotli : undefined;
      const body = brotli ?? hit.body;
      const headers = { ...hit.headers, 'x-page-cache': stale ? 'stale' : 'hit', 'content-length': body.length };
      response.writeHead(hit.status, brotli ? { ...headers, 'content-encoding': 'br' } : headers);
      response.end(body);
      if (stale) refresh(key, hit, request, encoding);
      return true;
    }
    record(response, storefrontVersion(), encoding, (entry) => store(key, entry, { refreshed: isRefresh }));
    return false;
  }

  return { serve, size: () => entries.size };
}

/**
 * Done once per kept page, in the background: its scripts moved behind its first paint
 * (scripts/lib/scripts-after-paint.ts), a Link header that preloads its stylesheets (the browser
 * fetches them as soon as the headers arrive, before it has parsed the head), and for a gzip page
 * a brotli copy at brotli's best level, off the main thread.
 */
async function finishEntry(entry: Entry): Promise<Entry> {
  const gzipped = entry.headers['content-encoding'] === 'gzip';
  const html = loadScriptsAfterPaint((gzipped ? await gunzip(entry.body) : entry.body).toString('utf8'));
  const headers = withStylesheetPreloads(entry.headers, html.slice(0, html.indexOf('</head>')));
  if (!gzipped) return { ...entry, headers, body: Buffer.from(html) };
  const size = Buffer.byteLength(html);
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
  const [body, brotli] = await Promise.all([gzip(html, { level: 9 }), brotliCompress(html, brotliOptions)]);
  return { ...entry, headers, body, brotli };
}

function withStylesheetPreloads(headers: http.OutgoingHttpHeaders, head: string): http.OutgoingHttpHeaders {
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g)].map(([, href]) => `<${href}>; rel=preload; as=style`);
  if (sheets.length === 0) return headers;
  const existing = [headers.link ?? []].flat().map(String);
  return { ...headers, link: [...sheets, ...existing].join(', ') };
}

function isCacheable(request: http.IncomingMessage) {
  if (request.method !== 'GET') return false;
  const headers = request.headers;
  // Client-side navigations (RSC payloads), prefetches and server actions vary by headers.
  if (headers.rsc || headers['next-router-state-tree'] || headers['next-router-prefetch'] || headers['next-action']) return false;
  const url = request.url ?? '';
  if (url.includes('_rsc=')) return false;
  const path = url.split('?')[0] ?? '';
  return CACHEABLE_PATHS.some((pattern) => pattern.test(path));
}

type CachedEncoding = 'gzip' | 'identity';

/**
 * A cached page exists in two encodings only, gzip and none. The request's Accept-Encoding is
 * rewritten to the one it gets before Next.js sees it, so Next can never answer in deflate or
 * br under a key that a client unable to read it would hit (docs/security.md, "Floods").
 */
export function normaliseAcceptEncoding(request: http.IncomingMessage): CachedEncoding {
  const encoding = accepts(acceptedEncodings(request.headers['accept-encoding']), 'gzip') ? 'gzip' : 'identity';
  request.headers['accept-encoding'] = encoding;
  return encoding;
}

/**
 * Tees the response body into memory; keeps it only for a complete 200 without cookies whose
 * Content-Encoding is the one the entry is kept for.
 */
function record(response: http.ServerResponse, version: number, encoding: CachedEncoding, keep: (entry: Entry) => void) {
  const chunks: Buffer[] = [];
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
    if (response.statusCode !== 200 || headers['set-cookie'] || version !== storefrontVersion()) return;
    if (String(headers['content-encoding'] ?? 'identity') !== encoding) return;
    keep({ status: 200, headers, body: Buffer.concat(chunks), version, storedAt: Date.now() });
  });
}
