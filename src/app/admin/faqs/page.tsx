import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminFaqs } from '@/server/content/admin-faqs';
import { FaqsScreen } from '@/components/admin/faqs/faqs-screen';

export const metadata: Metadata = { title: 'Manage FAQs' };

// A failed read shows this segment's error.tsx.
export default async function AdminFaqsPage() {
  await requireAdminPage();
  return <FaqsScreen faqs={await listAdminFaqs()} />;
}
