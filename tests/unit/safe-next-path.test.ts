import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/safe-next-path';

// The open redirect after sign-in (docs/security.md): each payload is ?next= as the page
// receives it (already %-decoded once by the URL's query parsing), the way an attacker's
// link would deliver it. Every one must fall back to the page's default.
const OPEN_REDIRECT_PAYLOADS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\t\\evil.example',
  '\t//evil.example',
  ' //evil.example',
  ' /checkout',
  '\n/checkout',
  '/%09/evil.example',
  '/%0d/evil.example',
  '/%0A/evil.example',
  '/%5Cevil.example',
  '/%5C/evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/.//evil.example',
  '/./\\evil.example',
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '/%E0%A4%A', // malformed escape
  'checkout',
  '',
];

describe('safeNextPath refuses every way off the shop', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('%j falls back to the default', (payload) => {
    expect(safeNextPath(payload)).toBe('/');
    expect(safeNextPath(payload, '/admin')).toBe('/admin');
  });

  it('falls back when there is no next at all', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined, '/admin')).toBe('/admin');
  });
});

describe('safeNextPath keeps the shop’s own paths', () => {
  it.each([
    ['/', '/'],
    ['/checkout', '/checkout'],
    ['/account', '/account'],
    ['/account/security', '/account/security'],
    ['/account/orders/ORD-1?x=1', '/account/orders/ORD-1?x=1'],
    ['/shop?category=chairs&sort=price', '/shop?category=chairs&sort=price'],
    ['/account#orders', '/account'],
  ])('%j goes to %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
