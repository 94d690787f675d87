import '@/lib/zod-jitless';
import { z } from 'zod';
import { displayOrderOrZero, multiLine, oneLine } from './fields';

// An FAQ (docs/product.md sections 3 and 5: question and answer required, category optional, display
// order a whole number defaulting to 0, published defaulting to true), shared by the admin
// dialog and the server actions. The answer is plain text.

export const FAQ_LIMITS = { question: 300, answer: 5000, category: 80, displayOrder: 100_000 } as const;

export const faqSchema = z.object({
  question: oneLine()
    .trim()
    .min(1, 'Question is required')
    .max(FAQ_LIMITS.question, `Question is too long (${FAQ_LIMITS.question} characters at most)`),
  answer: multiLine()
    .trim()
    .min(1, 'Answer is required')
    .max(FAQ_LIMITS.answer, `Answer is too long (${FAQ_LIMITS.answer} characters at most)`),
  category: oneLine()
    .trim()
    .max(FAQ_LIMITS.category, `Category is too long (${FAQ_LIMITS.category} characters at most)`)
    .nullish()
    .transform((value) => (value ? value : null)),
  // An integer, 0 when left empty.
  displayOrder: displayOrderOrZero(FAQ_LIMITS.displayOrder),
  published: z.boolean({ error: 'Choose whether the FAQ is published' }).optional().default(true),
});

export const updateFaqSchema = faqSchema.extend({ id: z.uuid() });
export const deleteFaqSchema = z.object({ id: z.uuid() });

/** What the dialog holds: plain strings, '' for an empty field. */
export type FaqInput = z.input<typeof faqSchema>;
/** What is saved: trimmed, null for an empty category, 0 for an empty display order. */
