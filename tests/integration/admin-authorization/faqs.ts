import { db } from '@/server/db/client';
import { faqs } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the FAQ admin actions (src/server/content/actions/*-faq.ts).

async function insertFaq() {
  const [row] = await db
    .insert(faqs)
    .values({ question: `Do you deliver ${unique()}?`, answer: 'Yes, across Lagos.' })
    .returning({ id: faqs.id, question: faqs.question });
  return row!;
}

export const actions: ActionRegistry = {
  createFaqAction: async () => ({ question: `How long is delivery ${unique()}?`, answer: 'Five to ten working days.', category: '', displayOrder: '' }),
  updateFaqAction: async () => {
    const faq = await insertFaq();
    return { id: faq.id, question: `${faq.question} (edited)`, answer: 'Edited.', category: 'Delivery', displayOrder: '3', published: false };
  },
  deleteFaqAction: async () => ({ id: (await insertFaq()).id }),
};
