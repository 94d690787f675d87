import { getSessionUserFromHeaders } from '@/server/auth/session';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { logger } from '@/server/logger';
import { ReviewError, saveReview } from '@/server/reviews/write-review';
import { ReviewPhotoError } from '@/server/reviews/review-photos';
import { reviewFormSchema } from '@/lib/schemas/review';
import { MAX_REVIEW_PHOTOS, REVIEW_REQUEST_MAX_BYTES, reviewPhotoProblems } from '@/lib/reviews';

// POST multipart/form-data: the signed-in buyer's review of a piece of their delivered order, with
// its text fields, `keepPhotos` (positions of the photos an edit keeps) and up to three new `photos`
// (docs/product.md, "Reviews"). A route handler, not a server action: actions take at most 1 MB.
// Requests from other sites' pages are refused and our HTTP server caps the body
// (scripts/lib/body-limit.ts); the declared length is checked here too.

export type ReviewWriteResponse = {
  data: { id: string } | null;
  error: { message: string; fieldErrors?: Record<string, string> } | null;
};

const json = (body: ReviewWriteResponse, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (message: string, status: number, fieldErrors?: Record<string, string>) =>
  json({ data: null, error: { message, ...(fieldErrors ? { fieldErrors } : {}) } }, status);

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refuse(crossSite, 403);
  const user = await getSessionUserFromHeaders(request.headers);
  if (!user) return refuse('Please sign in to continue.', 401);
  const length = Number(request.headers.get('content-length'));
  if (Number.isFinite(length) && length > REVIEW_REQUEST_MAX_BYTES) return refuse('Your photos are too large together. Please send smaller photos.', 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse('The review must be sent as multipart/form-data.', 400);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = reviewFormSchema.safeParse({
    orderNumber: text('orderNumber'),
    productId: text('productId'),
    rating: text('rating'),
    title: text('title'),
    body: text('body'),
    keepPhotos: form.getAll('keepPhotos').filter((value) => typeof value === 'string'),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_')] ??= issue.message;
    return refuse(parsed.error.issues[0]?.message ?? 'Please check the form.', 400, fieldErrors);
  }
  const files = form.getAll('photos').filter((value): value is File => value instanceof File && value.size > 0);
  if (files.length > MAX_REVIEW_PHOTOS) return refuse(reviewPhotoProblems.tooMany, 400, { photos: reviewPhotoProblems.tooMany });

  try {
    const uploads = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) })));
    return json({ data: await saveReview(user, parsed.data, uploads), error: null });
  } catch (error) {
    if (error instanceof ReviewPhotoError) return refuse(error.message, error.status, { photos: error.message });
    if (error instanceof ReviewError) return refuse(error.message, error.status);
    logger.error({ err: error }, 'Saving a review failed');
    return refuse('Your review could not be saved. Please try again.', 500);
  }
}
