import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listAdminEInvoices } from '@/server/einvoicing/admin-einvoice-reads';
import { adminEInvoiceListParamsSchema } from '@/lib/schemas/einvoice-admin';
import { EInvoicesScreen } from '@/app/admin/einvoices/_components/einvoices-screen';

export const metadata: Metadata = { title: 'E-invoices' };

// The invoices and credit notes reported to the NRS's MBS (docs/decisions/0070-e-invoicing.md), for owners,
// managers and accountants. The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md);
// a failed read shows this segment's error.tsx.
export default async function AdminEInvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('einvoices.read');
  const params = adminEInvoiceListParamsSchema.parse(await searchParams);
  const data = await listAdminEInvoices(params);
  const { page: _page, ...filters } = params;
  return <EInvoicesScreen data={data} state={{ ...filters, page: data.page }} />;
}
