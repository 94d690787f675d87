import type http from 'node:http';
import zlib from 'node:zlib';
import { finishForFirstPaint } from './first-paint';

// The storefront pages rendered for each visitor (their session; /auth's nonce policy) are never kept,
// so the page cache never finishes them: their scripts and web fonts came before their first paint, and
// on slow 3G /auth painted its form at 6 s, /quote at 3.6 s, /checkout at 9.4 s. These are finished as a kept page is
// (scripts and fonts after the first paint, docs/decisions/0025 and 0085) on their way out: the
// answer is held until Next.js has written all of it (a small page, rendered in milliseconds), changed,
// and sent at once. Anything else (a redirect, an error, an RSC answer) goes out as Next.js wrote it.

const FINISHED_PATHS = new Set(['/quote', '/auth', '/checkout']);
/** Requests Next.js answers with something other than the document (the page cache's list). */
const NEXT_REQUEST_HEADER = /^(?:rsc|next-.+|x-middleware-.+|x-nextjs-.+|x-now-route-matches|x-matched-path)$/;
const LOADER_TAG = '<script>function __loadAfterPaint';

/** The framework's script tags and script preloads as the page cache knows them, but with the nonce a per-visitor policy gave them. */
const NONCED_SCRIPT = /(<script src="\/_next\/static\/[\w.~/-]+\.js" async="") nonce="[\w+/=-]*"(><\/script>)/g;
/** The same with the nonce before `async` (how Next.js writes its first chunk). */
const NONCED_FIRST_SCRIPT = /(<script src="\/_next\/static\/[\w.~/-]+\.js") nonce="[\w+/=-]*"( async=""><\/script>)/g;
/** Stylesheets need no nonce (style-src allows 'self'); the font stylesheet is found by the page cache's pattern. */
const NONCED_STYLESHEET = /(<link rel="stylesheet" href="\/_next\/static\/[\w.~/-]+\.css") nonce="[\w+/=-]*"( data-precedence="[\w-]+"\/>)/g;
const NONCED_PRELOAD = /(<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/[\w.~/-]+\.js") nonce="[\w+/=-]*"(\/>)/g;

/**
 * The page's HTML finished. Under a nonce policy the loader carries the nonce instead of the scripts it
 * adds: 'strict-dynamic' trusts what a trusted script adds (src/lib/security-headers.ts).
 */
export function finishPage(html: string, contentSecurityPolicy: string | undefined) {
  const nonce = /'nonce-([\w+/=-]+)'/.exec(contentSecurityPolicy ?? '')?.[1];
  const plain = nonce ? html.replace(NONCED_SCRIPT, '$1$2').replace(NONCED_FIRST_SCRIPT, '$1$2').replace(NONCED_PRELOAD, '$1$2').replace(NONCED_STYLESHEET, '$1$2') : html;
  const finished = finishForFirstPaint(plain);
  if (!nonce) return finished;
  // Nothing finished (no scripts found): the page goes out with its own nonces as written.
  return finished.includes(LOADER_TAG) ? finished.replace(LOADER_TAG, `<script nonce="${nonce}">function __loadAfterPaint`) : html;
}

function decode(body: Buffer, encoding: string) {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

function encode(body: Buffer, encoding: string) {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  if (encoding === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'deflate') return zlib.deflateSync(body);
  return body;
}

/** Holds and finishes the answer to `request` when it is one of FINISHED_PATHS' documents; otherwise does nothing. */
export function finishPerVisitorPage(request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method !== 'GET' || !FINISHED_PATHS.has((request.url ?? '').split('?')[0] ?? '')) return;
  for (const name in request.headers) if (NEXT_REQUEST_HEADER.test(name)) return;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  let head: unknown[] | null = null;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding));
  };
  // Node calls writeHead itself at the first write; the real one is called once the body is whole.
  response.writeHead = ((...args: unknown[]) => {
    head = args;
    return response;
  }) as typeof response.writeHead;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (head === null) response.writeHead(response.statusCode);
    collect(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (head === null) response.writeHead(response.statusCode);
    collect(chunk, rest[0]);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    let body: Buffer = Buffer.concat(chunks);
    const [status] = head as [number];
    const encoding = String(response.getHeader('content-encoding') ?? 'identity');
    if (status === 200 && /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))) {
      try {
        const html = decode(body, encoding).toString('utf8');
        if (/<\/html>\s*$/i.test(html)) body = encode(Buffer.from(finishPage(html, String(response.getHeader('content-security-policy') ?? ''))), encoding);
      } catch {
        // Sent as Next.js wrote it.
      }
    }
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', body.length);
    writeHead(...(head as unknown[]));
    if (body.length > 0) write(body);
    return end(callback);
  }) as typeof response.end;
}
