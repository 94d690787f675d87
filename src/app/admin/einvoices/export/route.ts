import { staffOrRefusal } from '@/server/auth/permissions';
import { einvoicesCsvStream } from '@/server/einvoicing/admin-einvoice-export';
import { lagosDay } from '@/lib/dates';
import { adminEInvoiceFiltersSchema } from '@/lib/schemas/einvoice-admin';

// GET /admin/einvoices/export?state=&from=&to=&q=: the E-invoices list's filtered rows as a CSV download,
// for staff whose role may read e-invoices (the session cookie is SameSite=Lax, and a GET changes nothing).
// The file holds order numbers, IRNs and amounts, no customer's name or address.

const FILTER_KEYS = ['q', 'state', 'from', 'to'] as const;

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'einvoices.read',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  const query = new URL(request.url).searchParams;
  const filters = adminEInvoiceFiltersSchema.parse(Object.fromEntries(FILTER_KEYS.map((name) => [name, query.get(name) ?? undefined])));
  return new Response(einvoicesCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="einvoices-${lagosDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
