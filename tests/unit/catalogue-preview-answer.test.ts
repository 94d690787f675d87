import { describe, expect, it } from 'vitest';
import { IMPORT_TOO_LARGE, type ImportPreview } from '@/lib/catalog-csv/import-report';
import { previewAnswer } from '@/lib/catalog-csv/preview-answer';

// The Import dialog's reading of the answer to its file (src/lib/catalog-csv/preview-answer.ts): the admin
// sees a sentence for every refusal, whoever made it, never "[object Object]" or a JSON parser's complaint.

const sentence = (status: number, body: unknown) => {
  const answer = previewAnswer(status, body);
  if (!('problem' in answer)) throw new Error('expected a refusal');
  return answer.problem;
};

describe('the Import dialog’s answer', () => {
  it('is the preview when the route sent one', () => {
    const preview = { token: 'a'.repeat(32) } as ImportPreview;
    expect(previewAnswer(200, { data: preview, error: null })).toEqual({ preview });
  });

  it('says the route’s own sentence, and our HTTP server’s body cap’s, never an object', () => {
    expect(sentence(400, { data: null, error: 'The file is empty.' })).toBe('The file is empty.');
    // scripts/lib/body-limit.ts answers { error: { message } }: shown as "[object Object]" before.
    expect(sentence(413, { data: null, error: { message: IMPORT_TOO_LARGE } })).toBe(IMPORT_TOO_LARGE);
  });

  it('makes a sentence of an answer with none: a proxy’s 413 page, a sign-in that lapsed, a server error', () => {
    expect(sentence(413, null)).toBe(IMPORT_TOO_LARGE);
    expect(sentence(403, null)).toMatch(/^You are no longer signed in .*\.$/);
    expect(sentence(502, { error: {} })).toBe('The file could not be read. Please try again.');
    expect(sentence(409, { error: 42 })).toBe('The file could not be read (the server answered 409). Please try again.');
  });
});
