import 'server-only';
import { getEnv } from '@/server/env';

/**
 * The origins a browser may send state-changing requests from: the shop's public URL
 * (BETTER_AUTH_URL). Without one, the shop runs as a local try-out and is reached as the
 * address `npm start` printed (localhost) or as 127.0.0.1 / [::1] on the same port, so all
 * three loopback forms are the shop's own. See docs/security.md.
 */
export function trustedOrigins(): string[] {
  const env = getEnv();
  if (env.BETTER_AUTH_URL) return [new URL(env.BETTER_AUTH_URL).origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`);
}

export function isTrustedOrigin(origin: string) {
  return trustedOrigins().includes(origin);
}
