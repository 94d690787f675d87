import 'server-only';
import { getEnv } from '@/server/env';
import { trustedOrigins } from './trusted-origins';

// Better Auth refuses a sign-in sent from an origin it does not trust with a bare 403
// "Invalid origin". Shoppers get a sentence that says where to go instead, and the server
// log says once per origin what was refused and what the owner should set (docs/security.md).

export const INVALID_ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

export function refusedOriginMessage(shopUrl: string) {
  return `This address is not set up for signing in. Open the shop at ${shopUrl} and try again.`;
}

/**
 * How many refused origins are remembered as already logged. Anyone can send made-up origins,
 * so the memory is bounded: past it the oldest is forgotten (and logged again if it comes back).
 */
export const REMEMBERED_REFUSED_ORIGINS = 100;

// A Set keeps insertion order: its first entry is the oldest.
const alreadyLogged = new Set<string>();

/** How many refused origins are remembered now (never more than REMEMBERED_REFUSED_ORIGINS). */
export function rememberedRefusedOrigins() {
  return alreadyLogged.size;
}

/**
 * Only the origin of what the browser sent (scheme://host:port): a Referer also carries the
 * page's path and query, which may hold a shopper's search, a token or an email, and have no
 * place in the log (docs/security.md).
 */
export function originOf(value: string | null): string {
  if (value === null) return '(no Origin header)';
  if (value === 'null') return 'null';
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? '(an origin that is not a web address)' : origin;
  } catch {
    return '(an unreadable origin)';
  }
}

async function logRefusedOnce(origin: string) {
  if (alreadyLogged.has(origin)) return;
  if (alreadyLogged.size >= REMEMBERED_REFUSED_ORIGINS) alreadyLogged.delete(alreadyLogged.values().next().value!);
  alreadyLogged.add(origin);
  // Loaded here, not at import: the logger reads the environment, which importing auth must not.
  const { logger } = await import('@/server/logger');
  const env = getEnv();
  logger.warn(
    { origin, trustedOrigins: trustedOrigins(), BETTER_AUTH_URL: env.BETTER_AUTH_URL ?? null },
    env.BETTER_AUTH_URL
      ? `Sign-in refused from ${origin}: it is not the shop's address ${env.baseUrl}. If shoppers reach the shop at ${origin}, set BETTER_AUTH_URL to it; behind a proxy, make it pass the original Host and X-Forwarded-Proto.`
      : `Sign-in refused from ${origin}: without BETTER_AUTH_URL only ${env.baseUrl} and its loopback forms may sign in. Set BETTER_AUTH_URL to the shop's public address (and configure the proxy to pass it).`,
  );
}

/**
 * Wraps Better Auth's handler: an origin refusal gets the sentence above in place of "Invalid
 * origin", and the log line. Other answers pass through untouched (only a 403 is read).
 */
export async function explainRefusedOrigin(request: Request, response: Response): Promise<Response> {
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (!body?.code || !INVALID_ORIGIN_CODES.has(body.code)) return response;
  await logRefusedOnce(originOf(request.headers.get('origin') ?? request.headers.get('referer')));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message: refusedOriginMessage(getEnv().baseUrl) }), { status: 403, headers });
}
