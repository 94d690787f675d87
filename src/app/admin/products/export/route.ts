import { staffOrRefusal } from '@/server/auth/permissions';
import { staffActor } from '@/server/audit/audit-actor';
import { recordAudit } from '@/server/audit/record-audit';
import { catalogueCsvStream } from '@/server/catalog/catalogue-csv/catalogue-export';
import { db } from '@/server/db/client';
import { exportFileName } from '@/lib/catalog-csv/export-name';
import { canSeeCosts } from '@/lib/catalog/cost-visibility';

// GET /admin/products/export: the whole catalogue as Shopify's product CSV, for staff who may see the
// products (the session cookie is SameSite=Lax, and a GET changes nothing). Its name says when it was
// made, so an import of it can tell the sales made since (docs/decisions/0068-stock-changes-by-difference.md).

export async function GET(request: Request) {
  const staff = await staffOrRefusal(
    request,
    'products.read',
    (message, status) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
  );
  if (staff instanceof Response) return staff;
  await recordAudit(db, { actor: staffActor(staff), entityType: 'export', label: 'Catalogue CSV', action: 'export' });
  return new Response(catalogueCsvStream({ withCosts: canSeeCosts(staff.role) }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
