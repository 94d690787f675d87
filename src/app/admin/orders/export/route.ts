import { staffOrRefusal } from '@/server/auth/permissions';
import { ordersCsvStream } from '@/server/orders/admin-order-export';
import { lagosDay } from '@/lib/dates';
import { adminOrderFiltersSchema } from '@/lib/schemas/order-admin';

// GET /admin/orders/export?status=&payment=&attention=&q=: the Orders list's filtered orders as a CSV
// download, for staff whose role may export orders (the session cookie is SameSite=Lax, and a GET changes nothing).

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'orders.export',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const filters = adminOrderFiltersSchema.parse(Object.fromEntries(['q', 'status', 'payment', 'attention'].map((name) => [name, query.get(name) ?? undefined])));
  return new Response(ordersCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${lagosDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
