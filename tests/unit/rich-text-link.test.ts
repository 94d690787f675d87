import { describe, expect, it } from 'vitest';
import { richTextLinkSchema } from '@/lib/schemas/rich-text-link';
import { replyToReviewSchema, reviewReplySchema } from '@/lib/schemas/review';

const href = (typed: string) => richTextLinkSchema.safeParse({ href: typed });
const ID = '6f1c1c0e-8a39-4c43-9d5e-2a7b0a4e2f10';

describe('the rich-text link field', () => {
  it('keeps a web address, a mailto link or a path, and gives a bare domain https://', () => {
    expect(href('https://example.com/a').data?.href).toBe('https://example.com/a');
    expect(href('mailto:hello@example.com').data?.href).toBe('mailto:hello@example.com');
    expect(href(' /shop ').data?.href).toBe('/shop');
    expect(href('example.com/x').data?.href).toBe('https://example.com/x');
  });

  it('refuses a script, a protocol-relative address or nothing, saying what it takes', () => {
    for (const typed of ['javascript:alert(1)', '//evil.example', '']) {
      expect(href(typed).error?.issues[0]?.message).toMatch(/^Enter a web address/);
    }
  });
});

describe('the review reply', () => {
  it('asks the form for words, while the action also takes the empty reply that removes it', () => {
    expect(reviewReplySchema.safeParse({ id: ID, reply: '  ' }).error?.issues[0]?.message).toBe('Write a reply, or remove it.');
    expect(replyToReviewSchema.safeParse({ id: ID, reply: '' }).success).toBe(true);
    expect(replyToReviewSchema.safeParse({ id: ID, reply: 'Thank you!' }).data).toEqual({ id: ID, reply: 'Thank you!' });
  });
});
