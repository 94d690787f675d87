import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getAdminQuote } from '@/server/quotes/admin-quote-reads';
import { QuoteScreen } from '@/app/admin/quotes/[id]/_components/quote-screen';
import { lagosToday } from '@/lib/delivery/business-days';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Quote' };

const quoteId = z.uuid();

export default async function AdminQuotePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage('quotes.read');
  // A malformed id is a 404 before it reaches a query (docs/architecture.md section 5).
  const id = quoteId.safeParse((await params).id);
  if (!id.success) notFound();
  const quote = await getAdminQuote(id.data);
  if (!quote) notFound();
  return <QuoteScreen quote={quote} today={lagosToday()} />;
}
