import { AccessDeniedError, requireAdminFromHeaders } from '@/server/auth/session';
import { findOrdersAfter } from '@/server/orders/admin-order-reads';
import { newOrdersParamsSchema } from '@/lib/schemas/order-admin';

// GET /admin/orders/latest?after=<cursor>: the orders placed since the newest one the open
// Orders list knows of (all orders without `after`). The list asks every 10 seconds while its
// tab is visible; see use-new-orders.ts for why it polls.

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  try {
    await requireAdminFromHeaders(request.headers);
  } catch (error) {
    if (!(error instanceof AccessDeniedError)) throw error;
    return json({ error: error.message }, error.reason === 'signed-out' ? 401 : 403);
  }
  const after = new URL(request.url).searchParams.get('after');
  if (after === null) return json(await findOrdersAfter(null));
  const parsed = newOrdersParamsSchema.safeParse({ after });
  if (!parsed.success) return json({ error: 'Invalid cursor' }, 400);
  return json(await findOrdersAfter(parsed.data.after));
}
