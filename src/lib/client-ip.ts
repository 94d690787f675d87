// The request header that carries the client's IP address to the app. Our HTTP server
// (scripts/lib/server.ts) always overwrites it, so a client can never choose its value;
// Better Auth's rate limit keys on it.
export const CLIENT_IP_HEADER = 'x-store-client-ip';

/**
 * The client's address for a request: the socket's peer, or, behind a trusted reverse
 * proxy, the last address that proxy appended to X-Forwarded-For.
 */
export function resolveClientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean) {
  if (trustProxy && forwardedFor) {
    const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return socketAddress ?? 'unknown';
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one customer line usually holds a whole /64, so counting single IPv6 addresses
 * would give each client billions of fresh budgets), the same prefix Better Auth's sign-in
 * limit uses. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const mapped = address.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address, zero-padded, or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.padStart(4, '0'));
}
