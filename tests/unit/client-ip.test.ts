import { describe, expect, it } from 'vitest';
import { rateLimitAddress, resolveClientIp } from '@/lib/client-ip';

describe('client IP for the rate limit', () => {
  it('uses the socket address and ignores X-Forwarded-For without a trusted proxy', () => {
    expect(resolveClientIp('127.0.0.2', '1.2.3.4', false)).toBe('127.0.0.2');
  });

  it("behind a trusted proxy, uses the proxy's last hop, which a client cannot forge", () => {
    expect(resolveClientIp('10.0.0.5', '6.6.6.6, 41.58.1.2', true)).toBe('41.58.1.2');
    expect(resolveClientIp('10.0.0.5', undefined, true)).toBe('10.0.0.5');
  });
});

describe('the address a per-address limit counts under', () => {
  it('keeps IPv4 addresses, and counts IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 together, however it is written', () => {
    const network = '2001:0db8:0001:0002::/64';
    for (const address of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9', '[2001:db8:1:2::abcd]', '2001:db8:1:2::1%eth0']) {
      expect(rateLimitAddress(address), address).toBe(network);
    }
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(rateLimitAddress('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
    expect(rateLimitAddress('1:2:3')).toBe('1:2:3');
  });
});
