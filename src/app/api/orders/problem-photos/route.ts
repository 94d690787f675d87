import { getSessionUserFromHeaders } from '@/server/auth/session';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { ActionError } from '@/server/action-error';
import { consumeRateLimit } from '@/server/rate-limit';
import { ownOrderId } from '@/server/order-desk/delivery-response';
import { readPhotoForm, refusePhoto, storePhoto } from '@/server/orders/stages/photo-upload-route';

// POST multipart/form-data with `orderNumber` and `file`: one photo of a problem with the signed-in
// buyer's own order (docs/security.md, "Order photos"). Someone else's order reads as one that
// does not exist; an order takes a limited number of photos an hour (enough to retry, not to fill a disk).

const PHOTOS_PER_HOUR = 20;

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refusePhoto(crossSite, 403);
  const user = await getSessionUserFromHeaders(request.headers);
  if (!user) return refusePhoto('Please sign in to continue.', 401);
  const form = await readPhotoForm(request, 'orderNumber');
  if (form instanceof Response) return form;
  let orderId: string;
  try {
    orderId = await ownOrderId(form.order, user.id);
  } catch (error) {
    if (error instanceof ActionError) return refusePhoto(error.message, 404);
    throw error;
  }
  if (!(await consumeRateLimit(`problem-photo|${orderId}`, { windowSeconds: 3600, max: PHOTOS_PER_HOUR })).allowed) {
    return refusePhoto('You have sent many photos for this order in the last hour. Please wait a little, or contact us.', 429);
  }
  return storePhoto('problem', orderId, form.file, request, user.id);
}
