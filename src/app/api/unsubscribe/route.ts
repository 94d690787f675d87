import { setMarketingOptOut, userOfUnsubscribeToken } from '@/server/marketing/unsubscribe';
import { siteUrl } from '@/server/site-url';

// POST /api/unsubscribe?token=<signed token>: unsubscribes the account from the shop's reminders
// and review requests (docs/security.md, "Unsubscribe links"). Posted by the confirm button of
// /unsubscribe, or by a mail client's one-click unsubscribe (RFC 8058: the List-Unsubscribe header
// names this URL and List-Unsubscribe-Post says it takes a POST). No origin check: the token is the
// proof, and a mail provider's POST comes from no page at all. GET changes nothing: it opens the
// page whose button confirms, so a mail scanner following the link unsubscribes nobody.

const noStore = { 'Cache-Control': 'no-store' };

const pageUrl = (query: string) => siteUrl(`/unsubscribe?${query}`);

export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const userId = userOfUnsubscribeToken(token);
  const done = userId !== null && (await setMarketingOptOut(userId, true));
  const fromPage = request.headers.get('sec-fetch-mode') === 'navigate';
  if (!done) return fromPage ? Response.redirect(pageUrl('invalid=1'), 303) : new Response('This unsubscribe link is not valid.', { status: 404, headers: noStore });
  // The page's own form is answered with the page that says so; a mail client needs only the status.
  return fromPage ? Response.redirect(pageUrl('done=1'), 303) : new Response('Unsubscribed.', { status: 200, headers: noStore });
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return Response.redirect(pageUrl(`token=${encodeURIComponent(token)}`), 303);
}
