import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { staffOrRefusal } from '@/server/auth/permissions';
import { crossSiteRefusal } from '@/server/http/cross-site';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { readPhotoForm, refusePhoto, storePhoto } from '@/server/orders/stages/photo-upload-route';

// POST multipart/form-data with `orderId` and `file`: one workshop photo for a stage of that order,
// admins only (docs/security.md, "Order photos"). Answers its private key, which the stage
// action then names; it is shown to nobody until a stage carries it.

export async function POST(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return refusePhoto(crossSite, 403);
  const staff = await staffOrRefusal(request, 'orders.stages', (message, status) => refusePhoto(message, status));
  if (staff instanceof Response) return staff;
  const form = await readPhotoForm(request, 'orderId');
  if (form instanceof Response) return form;
  const id = z.uuid().safeParse(form.order);
  const [order] = id.success ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id.data)) : [];
  if (!order) return refusePhoto('This order does not exist.', 404);
  return storePhoto('stage', order.id, form.file, request, staff.id);
}
