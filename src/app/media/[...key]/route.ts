import { getStorage } from '@/server/media/storage';
import { parseByteRange } from '@/server/media/byte-range';
import { STORAGE_CACHE_SECONDS } from '@/lib/constants';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';

// Serves stored files (local disk, or S3 without a public URL). Keys are random and never
// reused, so browsers keep a file for the spec's hour without asking again. The type comes
// from our key, never sniffed, and the sandbox CSP keeps a file opened on its own from
// running anything.
const HEADERS = {
  'Cache-Control': `public, max-age=${STORAGE_CACHE_SECONDS}, immutable`,
  'X-Content-Type-Options': 'nosniff',
  // next.config.ts sends the same policy for /media (its headers override a route's own).
  'Content-Security-Policy': mediaContentSecurityPolicy,
  'Accept-Ranges': 'bytes',
};

export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const object = await getStorage().get(key.join('/'));
  if (!object) return new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });

  const size = object.body.length;
  const headers = { ...HEADERS, 'Content-Type': object.contentType };
  const range = parseByteRange(request.headers.get('range'), size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  if (range) {
    const part = object.body.subarray(range.start, range.end + 1);
    return new Response(bytesOf(part), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(part.length) },
    });
  }
  return new Response(bytesOf(object.body), { headers: { ...headers, 'Content-Length': String(size) } });
}

/** A view on the buffer's memory, not a copy (a video can be 50 MB); Node's Buffers sit on plain ArrayBuffers. */
function bytesOf(buffer: Buffer) {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}
