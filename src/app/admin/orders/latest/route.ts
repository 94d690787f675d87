import { staffOrRefusal } from '@/server/auth/permissions';
import { findOrdersAfter } from '@/server/order-desk/admin-order-reads';
import { newOrdersParamsSchema } from '@/lib/schemas/order-admin';

// GET /admin/orders/latest?after=<cursor>: the orders placed since the newest one the open
// Orders list knows of (all orders without `after`). The list asks every 10 seconds while its
// tab is visible; see use-new-orders.ts for why it polls.

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  const staff = await staffOrRefusal(request, 'orders.read', (message, status) => json({ error: message }, status));
  if (staff instanceof Response) return staff;
  const after = new URL(request.url).searchParams.get('after');
  if (after === null) return json(await findOrdersAfter(null));
  const parsed = newOrdersParamsSchema.safeParse({ after });
  if (!parsed.success) return json({ error: 'Invalid cursor' }, 400);
  return json(await findOrdersAfter(parsed.data.after));
}
