import type { Metadata } from 'next';
import { QuoteList } from '@/app/(store)/account/quotes/_components/quote-list';
import { requireUserPage } from '@/server/auth/session';
import { listQuotesForUser } from '@/server/quotes/customer-quotes';

export const metadata: Metadata = { title: 'My Quotes', robots: { index: false, follow: false } };

export default async function AccountQuotesPage() {
  const user = await requireUserPage('/account/quotes');
  const quotes = await listQuotesForUser(user);
  return <QuoteList quotes={quotes} />;
}
