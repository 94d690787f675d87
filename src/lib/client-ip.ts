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
