import 'server-only';
import { asc } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';

// The back office's read of the faqs table: every FAQ, published or not, in ascending
// display order (docs/product.md sections 7 and 9), ties by creation so the order is stable.

export type AdminFaq = {
  id: string;
  question: string;
  answer: string;
  category: string | null;
  displayOrder: number;
  published: boolean;
};

export async function listAdminFaqs(): Promise<AdminFaq[]> {
  await requirePermission('faqs.manage');
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      displayOrder: faqs.displayOrder,
      published: faqs.published,
    })
    .from(faqs)
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id));
}
