import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { ordersCsvStream } from '@/server/order-desk/admin-order-export';
import { lagosDay } from '@/lib/dates';
import { adminOrderFiltersSchema } from '@/lib/schemas/order-admin';

// GET /admin/orders/export?status=&payment=&attention=&samples=&channel=&from=&to=&q=: the Orders list's filtered orders as a CSV
// download, for staff whose role may export orders (the session cookie is SameSite=Lax, and a GET changes nothing).

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'orders.export',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const filters = adminOrderFiltersSchema.parse(Object.fromEntries(['q', 'status', 'payment', 'attention', 'samples', 'channel', 'from', 'to'].map((name) => [name, query.get(name) ?? undefined])));
  // Customers' names, emails and addresses leave the shop: who took them, and which, is recorded
  // before the first byte goes (an event, changing nothing, so on its own).
  await recordAudit(db, { actor: staffActor(staff), entityType: 'export', label: 'Orders CSV', action: 'export', details: { filters } });
  return new Response(ordersCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${lagosDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
