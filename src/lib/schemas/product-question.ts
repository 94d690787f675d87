import '@/lib/zod-jitless';
import { z } from 'zod';
import { contactMessageSchema } from './contact';
import { multiLine } from './fields';

// "Ask about this piece" on a product page (docs/decisions/0081-one-inbox.md): the contact form's name, email
// and optional phone, the question, and the piece. POST /api/product-question checks it with this schema;
// the form in the browser with src/lib/product-question-fields.ts, in the same words.
export const productQuestionSchema = contactMessageSchema.omit({ message: true }).extend({
  productId: z.uuid('Choose the piece you are asking about'),
  question: multiLine().trim().min(1, 'Question is required').max(2000, 'Question is too long (2,000 characters at most)'),
});

export type ProductQuestion = z.output<typeof productQuestionSchema>;
