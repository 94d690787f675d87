import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { securityHeaders } from '@/lib/security-headers';
import { accepts, acceptedEncodings } from './accept-encoding';
import { walk } from './walk';

// Next.js' build output under /_next/static (scripts, stylesheets, fonts) is immutable: every
// name carries a content hash. Next serves it through its router and gzips every response on
// the fly at a middling level; on a phone network the bytes are what count, so the build
// writes a brotli (quality 11) and a gzip (level 9) copy of each compressible file once, and
// our server answers from memory with the smallest copy the browser takes
// (docs/decisions/0022-precompressed-static-assets.md).

const STATIC_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `name.br` and `name.gz` beside every compressible file of a build's static directory. */
export async function precompressStaticAssets(staticDir: string) {
  if (!existsSync(staticDir)) return;
  const sources = [...walk(staticDir)].filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    sources.map(async (file) => {
      const raw = readFileSync(file);
      const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } };
      writeFileSync(`${file}.br`, await brotli(raw, brotliOptions));
      writeFileSync(`${file}.gz`, await gzip(raw, { level: 9 }));
    }),
  );
}

type Encoding = 'br' | 'gzip' | 'identity';
type Asset = { contentType: string; etag: string; bodies: Partial<Record<Encoding, Buffer>> };

function pickEncoding(asset: Asset, header: string | undefined): Encoding {
  const accepted = acceptedEncodings(header);
  if (asset.bodies.br && accepts(accepted, 'br')) return 'br';
  if (asset.bodies.gzip && accepts(accepted, 'gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves GET and HEAD requests for the build's static files from memory. Returns false for
 * anything else, and for a file the build did not precompress, so Next.js answers it as before.
 */
export function createStaticAssets(staticDir: string) {
  const assets = new Map<string, Asset>();

  // Only files that exist are kept: a miss is looked up again, so made-up paths cost no memory.
  const load = (relative: string): Asset | null => {
    const known = assets.get(relative);
    if (known) return known;
    const file = path.join(staticDir, relative);
    let asset: Asset | null = null;
    // The path is resolved inside the static directory only; `..` segments never leave it.
    if (file.startsWith(staticDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
      const contentType = CONTENT_TYPES[path.extname(file)];
      const compressible = COMPRESSIBLE.test(file);
      if (contentType && (!compressible || existsSync(`${file}.br`))) {
        const identity = readFileSync(file);
        asset = {
          contentType,
          etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
          bodies: compressible ? { identity, br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) } : { identity },
        };
      }
    }
    if (asset) assets.set(relative, asset);
    return asset;
  };

  return function serve(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    if (!pathname.startsWith(STATIC_PREFIX)) return false;
    let relative: string;
    try {
      relative = path.normalize(decodeURIComponent(pathname.slice(STATIC_PREFIX.length)));
    } catch {
      return false;
    }
    const asset = load(relative);
    if (!asset) return false;

    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    response.setHeader('content-type', asset.contentType);
    response.setHeader('etag', asset.etag);
    if (Object.keys(asset.bodies).length > 1) response.setHeader('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === asset.etag) {
      response.writeHead(304).end();
      return true;
    }
    const encoding = pickEncoding(asset, request.headers['accept-encoding']);
    const body = asset.bodies[encoding]!;
    if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
