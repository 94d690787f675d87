import { getStorage, isPrivateKey } from '@/server/media/storage';
import { parseByteRange } from '@/server/media/byte-range';
import { STORAGE_CACHE_SECONDS } from '@/lib/constants';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';

// Serves stored files (local disk, or S3 without a public URL). Keys are random and never
// reused, so browsers keep a file for the product's hour without asking again. The type comes
// from our key, never sniffed, and the sandbox CSP keeps a file opened on its own from
// running anything. Private keys (proofs of transfer) are never served here: they have their own
// route, which checks who is asking.
const HEADERS = {
  'Cache-Control': `public, max-age=${STORAGE_CACHE_SECONDS}, immutable`,
  'X-Content-Type-Options': 'nosniff',
  // next.config.ts sends the same policy for /media (its headers override a route's own).
  'Content-Security-Policy': mediaContentSecurityPolicy,
  'Accept-Ranges': 'bytes',
};

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const storage = getStorage();
  const object = isPrivateKey(key) ? null : await storage.stat(key);
  if (!object) return new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });

  const { size } = object;
  const headers = { ...HEADERS, 'Content-Type': object.contentType };
  const range = parseByteRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (size === 0) return new Response(null, { headers: { ...headers, 'Content-Length': '0' } });

  // Streamed from the disk or the bucket as the client reads it (docs/security.md).
  const span = range ?? { start: 0, end: size - 1 };
  const body = await storage.read(key, span);
  const length = String(span.end - span.start + 1);
  if (!range) return new Response(body, { headers: { ...headers, 'Content-Length': length } });
  return new Response(body, {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${span.start}-${span.end}/${size}`, 'Content-Length': length },
  });
}
