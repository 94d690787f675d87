import { getSessionUserFromHeaders } from '@/server/auth/session';
import { photoForViewer } from '@/server/orders/stages/order-photos';
import { getStorage } from '@/server/media/storage';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';

// GET /api/orders/photos?key=<private key>[&t=<track pass>]: a workshop or problem photo, for the
// order's owner or staff, or (workshop photos only) a /track visitor whose signed pass for that
// order has not expired (docs/security.md, "Order photos"). Anyone else gets the 404 of a photo
// that does not exist. Streamed from private storage, never cached by others, never sniffed.

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const key = params.get('key') ?? '';
  const pass = params.get('t');
  const viewer = await getSessionUserFromHeaders(request.headers);
  const allowed = await photoForViewer(key, viewer, pass);
  if (!allowed) return notFound();
  const storage = getStorage();
  const object = await storage.stat(allowed);
  if (!object) return notFound();
  const body = object.size === 0 ? null : await storage.read(allowed, { start: 0, end: object.size - 1 });
  return new Response(body, {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(object.size),
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': mediaContentSecurityPolicy,
    },
  });
}
