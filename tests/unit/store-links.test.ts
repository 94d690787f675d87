import { describe, expect, it } from 'vitest';
import { isCurrentRoute } from '@/components/store/header/nav-links';
import { safeNextPath } from '@/lib/safe-next-path';
import { whatsappChatUrl } from '@/components/store/whatsapp';

describe('safeNextPath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/account?tab=orders', '/account?tab=orders'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['checkout', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j goes to %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('isCurrentRoute', () => {
  it('marks Home only on /', () => {
    expect(isCurrentRoute('/', '/')).toBe(true);
    expect(isCurrentRoute('/shop', '/')).toBe(false);
  });

  it('marks a section on its path and below it, not on look-alikes', () => {
    expect(isCurrentRoute('/blog', '/blog')).toBe(true);
    expect(isCurrentRoute('/blog/linen-curtains', '/blog')).toBe(true);
    expect(isCurrentRoute('/blogger', '/blog')).toBe(false);
  });
});

describe('whatsappChatUrl', () => {
  it('keeps only the digits of the number and encodes the greeting', () => {
    expect(whatsappChatUrl('+234 803-123 4567')).toBe(
      "https://wa.me/2348031234567?text=Hello!%20I'm%20interested%20in%20your%20interior%20design%20services.",
    );
  });
});
