import 'server-only';
import { isTrustedOrigin } from '@/server/auth/trusted-origins';

/**
 * Why a state-changing route handler must refuse `request` as coming from another site, or
 * null. Server actions have Next's own origin check; route handlers (`/api/uploads`,
 * `/api/contact-email`) have this one (docs/security.md). A sibling subdomain is another
 * site too. Requests with neither header are not from a browser page (curl, a server) and
 * so cannot carry a visitor's cookies against their will.
 */
export function crossSiteRefusal(request: Request): string | null {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if ((site && site !== 'same-origin' && site !== 'none') || (origin && !isTrustedOrigin(origin))) {
    return 'This request came from another site. Use the form on the shop itself.';
  }
  return null;
}
