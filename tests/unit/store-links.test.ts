import { describe, expect, it } from 'vitest';
import { isCurrentRoute } from '@/components/store/header/nav-links';
import { safeNextPath } from '@/lib/safe-next-path';

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
