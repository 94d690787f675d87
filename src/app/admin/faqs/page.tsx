import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminFaqs } from '@/server/content/admin-faqs';
import { logger } from '@/server/logger';
import { FaqsScreen } from '@/components/admin/faqs/faqs-screen';

export const metadata: Metadata = { title: 'Manage FAQs' };

export default async function AdminFaqsPage() {
  await requireAdminPage();
  // A failed read is logged and the screen says 'Failed to load FAQs.' (spec section 8).
  const faqs = await listAdminFaqs().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load FAQs');
    return null;
  });
  return <FaqsScreen faqs={faqs} />;
}
