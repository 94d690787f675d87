import type { Metadata } from 'next';
import { listAdminFaqs } from '@/server/content/admin-faq-reads';
import { FaqsScreen } from '@/app/admin/faqs/_components/faqs-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Manage FAQs' };

// A failed read shows this segment's error.tsx.
export default async function AdminFaqsPage() {
  await requirePermissionPage('faqs.manage');
  return <FaqsScreen faqs={await listAdminFaqs()} />;
}
