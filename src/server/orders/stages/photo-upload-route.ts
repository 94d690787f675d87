import 'server-only';
import { logger } from '@/server/logger';
import { MAX_IMAGE_BYTES } from '@/lib/constants';
import { UploadBudgetError } from '@/server/media/upload-records';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { PHOTO_PROBLEMS, PhotoError, saveOrderPhoto } from './order-photos';

// What the two photo upload routes share (one picture a request: server actions take 1 MB at
// most). Each route checks who may add photos to the order before it calls this.

export type PhotoUploadResponse = { data: { key: string } | null; error: { message: string } | null };

// Room for the multipart boundaries, part headers and the order field around the file.
const MULTIPART_OVERHEAD = 16 * 1024;

export const photoJson = (body: PhotoUploadResponse, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
export const refusePhoto = (message: string, status: number) => photoJson({ data: null, error: { message } }, status);

/** The form's file and order field, or the refusal to answer with. */
export async function readPhotoForm(request: Request, field: 'orderId' | 'orderNumber'): Promise<{ file: File; order: string } | Response> {
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0) return refusePhoto('The upload has no length.', 411);
  if (length > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) return refusePhoto(PHOTO_PROBLEMS.tooLarge, 413);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusePhoto('The upload must be sent as multipart/form-data.', 400);
  }
  const file = form.get('file');
  const order = form.get(field);
  if (!(file instanceof File)) return refusePhoto(PHOTO_PROBLEMS.missing, 400);
  if (typeof order !== 'string') return refusePhoto('This order does not exist.', 404);
  return { file, order };
}

/** Stores the photo as sent by `userId` from the request's client address. */
export async function storePhoto(kind: 'stage' | 'problem', orderId: string, file: File, request: Request, userId: string): Promise<Response> {
  try {
    const clientAddress = rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
    const key = await saveOrderPhoto(kind, orderId, Buffer.from(await file.arrayBuffer()), { userId, clientAddress });
    return photoJson({ data: { key }, error: null });
  } catch (error) {
    if (error instanceof PhotoError || error instanceof UploadBudgetError) return refusePhoto(error.message, error.status);
    logger.error({ err: error, orderId, kind }, 'Order photo upload failed');
    return refusePhoto('The upload failed. Please try again.', 500);
  }
}
