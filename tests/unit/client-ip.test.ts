import { describe, expect, it } from 'vitest';
import { resolveClientIp } from '@/lib/client-ip';

describe('client IP for the rate limit', () => {
  it('uses the socket address and ignores X-Forwarded-For without a trusted proxy', () => {
    expect(resolveClientIp('127.0.0.2', '1.2.3.4', false)).toBe('127.0.0.2');
  });

  it("behind a trusted proxy, uses the proxy's last hop, which a client cannot forge", () => {
    expect(resolveClientIp('10.0.0.5', '6.6.6.6, 41.58.1.2', true)).toBe('41.58.1.2');
    expect(resolveClientIp('10.0.0.5', undefined, true)).toBe('10.0.0.5');
  });
});
