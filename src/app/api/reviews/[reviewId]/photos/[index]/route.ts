import { z } from 'zod';
import { getSessionUserFromHeaders } from '@/server/auth/session';
import { getStorage } from '@/server/media/storage';
import { reviewPhotoForViewer, thumbnailKeyOf } from '@/server/reviews/review-photos';
import { mediaContentSecurityPolicy } from '@/lib/security-headers';
import { MAX_REVIEW_PHOTOS } from '@/lib/reviews';

// GET /api/reviews/<review id>/photos/<0-2>[?size=thumb]: a review's photo (docs/security.md,
// "Review photos"). Anyone may see the photos of an approved review; those of a review waiting or
// hidden only its author and staff who moderate reviews. Anyone else gets the 404 of a photo that
// does not exist. Public copies may be kept for a short while only, so a hidden review's photos
// leave shared caches soon after.

const params = z.object({ reviewId: z.uuid(), index: z.coerce.number().int().min(0).max(MAX_REVIEW_PHOTOS - 1) });

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });

export async function GET(request: Request, context: { params: Promise<{ reviewId: string; index: string }> }) {
  const parsed = params.safeParse(await context.params);
  if (!parsed.success) return notFound();
  const viewer = await getSessionUserFromHeaders(request.headers);
  const photo = await reviewPhotoForViewer(parsed.data.reviewId, parsed.data.index, viewer);
  if (!photo) return notFound();

  const key = new URL(request.url).searchParams.get('size') === 'thumb' ? thumbnailKeyOf(photo.key) : photo.key;
  const storage = getStorage();
  const object = await storage.stat(key);
  if (!object) return notFound();
  const body = object.size === 0 ? null : await storage.read(key, { start: 0, end: object.size - 1 });
  return new Response(body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(object.size),
      'Cache-Control': photo.isPublic ? 'public, max-age=300' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': mediaContentSecurityPolicy,
    },
  });
}
