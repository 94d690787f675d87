import 'server-only';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { crossSiteRefusal } from './cross-site';

// What the storefront's JSON form posts share (POST /api/contact-email, /api/product-question): the answer
// {data, error} the forms read, and the client's address their rate limit counts.

export function formAnswer(status: number, data: unknown, error: string | null) {
  return Response.json({ data, error: error ? { message: error } : null }, { status });
}

/** A cross-site post's refusal, or the address the post counts against: IPv6 clients by their /64, or each would have billions of budgets. */
export function formPoster(request: Request): { refusal: Response } | { ip: string } {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return { refusal: formAnswer(403, null, crossSite) };
  return { ip: rateLimitAddress(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown') };
}
