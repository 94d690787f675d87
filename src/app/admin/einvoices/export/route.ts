import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
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
  // The shop's sales by order, IRN and amount leave the shop: who took them, and which, is recorded
  // before the first byte goes, as for every CSV export (docs/security.md, "Staff roles and the activity log").
  await recordAudit(db, { actor: staffActor(staff), entityType: 'export', label: 'E-invoices CSV', action: 'export', details: { filters } });
  return new Response(einvoicesCsvStream(filters), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="einvoices-${lagosDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
