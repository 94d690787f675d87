import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';

// The public FAQ: published questions only, in ascending display order (docs/product.md section 7).

export const GENERAL_FAQ_CATEGORY = 'General Questions';

export type PublicFaq = { id: string; question: string; answer: string; category: string | null };
export type FaqGroup = { category: string; faqs: PublicFaq[] };

/** Published FAQs by display order (ties by creation, so the order is stable). */
export async function listPublishedFaqs(): Promise<PublicFaq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, category: faqs.category })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id));
}

/**
 * FAQs grouped by category, groups in the order their first question appears; questions
 * without a category go under 'General Questions'.
 */
export function groupFaqs(list: PublicFaq[]): FaqGroup[] {
  const groups = new Map<string, PublicFaq[]>();
  for (const faq of list) {
    const category = faq.category?.trim() || GENERAL_FAQ_CATEGORY;
    const group = groups.get(category);
    if (group) group.push(faq);
    else groups.set(category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}

export async function listPublishedFaqGroups(): Promise<FaqGroup[]> {
  return groupFaqs(await listPublishedFaqs());
}
