import { contactFieldErrors } from '@/lib/contact-fields';

// "Ask about this piece"'s checks in the browser, in the words of src/lib/schemas/product-question.ts (the
// product page is on the storefront's script budget: no schema library ships, as for the contact form,
// src/lib/contact-fields.ts). tests/unit/product-question-fields.test.ts holds the two to the same words.

export type QuestionValues = { name: string; email: string; phone: string; question: string };
export type QuestionFieldErrors = Partial<Record<keyof QuestionValues, string>>;

/** Each field's first problem; an empty object when the question may be sent. */
export function questionFieldErrors(values: QuestionValues): QuestionFieldErrors {
  const { message: _message, ...errors } = contactFieldErrors({ ...values, message: 'the question is checked below' });
  const question = values.question.trim();
  if (!question) return { ...errors, question: 'Question is required' };
  if (question.length > 2000) return { ...errors, question: 'Question is too long (2,000 characters at most)' };
  return errors;
}
