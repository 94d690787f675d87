import type { Metadata } from 'next';
import { listAdminQuotes } from '@/server/quotes/admin-quote-reads';
import { adminQuoteListParamsSchema } from '@/lib/schemas/quote';
import { QuotesScreen } from '@/app/admin/quotes/_components/quotes-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Quotes' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminQuotesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('quotes.read');
  const params = adminQuoteListParamsSchema.parse(await searchParams);
  const data = await listAdminQuotes(params);
  return <QuotesScreen data={data} state={{ q: params.q, status: params.status, page: data.page }} />;
}
