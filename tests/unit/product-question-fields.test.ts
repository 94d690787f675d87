import { describe, expect, it } from 'vitest';
import { firstIssues } from '../helpers/first-issues';
import { questionFieldErrors, type QuestionValues } from '@/lib/product-question-fields';
import { productQuestionSchema } from '@/lib/schemas/product-question';

const PIECE = '3f2a5c1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';
const valid: QuestionValues = { name: 'Tunde Bello', email: 'tunde@example.com', phone: '', question: 'Is it available in green?' };

/** The first message POST /api/product-question's schema gives for each field, as the browser's check must. */
function schemaErrors(values: QuestionValues) {
  return firstIssues(productQuestionSchema.safeParse({ ...values, productId: PIECE }));
}

const cases: Array<[string, QuestionValues]> = [
  ['a complete question', valid],
  ['an empty form', { name: ' ', email: '', phone: '', question: '  ' }],
  ['a malformed email', { ...valid, email: 'tunde@' }],
  ['fields past their lengths', { name: 'n'.repeat(121), email: `${'e'.repeat(195)}@x.com`, phone: '0'.repeat(41), question: 'q'.repeat(2001) }],
  ['fields at their lengths', { name: 'n'.repeat(120), email: `${'e'.repeat(194)}@x.com`, phone: '0'.repeat(40), question: 'q'.repeat(2000) }],
];

describe('questionFieldErrors', () => {
  it.each(cases)('says what POST /api/product-question says about %s', (_, values) => {
    expect(questionFieldErrors(values)).toEqual(schemaErrors(values));
  });
});
