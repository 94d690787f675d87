import { getSessionUserFromHeaders } from '@/server/auth/session';
import { collectAccountData } from '@/server/privacy/account-export';
import { readableSummary } from '@/server/privacy/data-summary';
import { accountAsSubject } from '@/server/privacy/my-data';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { lagosDay } from '@/lib/dates';

// GET /api/account/data?format=json|txt: "Download my data" from My Account → Privacy
// (docs/security.md, "The shopper's data"). Only ever the signed-in account's own; signed out,
// a 401 with nothing in it. Never cached anywhere.

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

export async function GET(request: Request) {
  const viewer = await getSessionUserFromHeaders(request.headers);
  const subject = viewer ? await accountAsSubject(viewer.id) : null;
  if (!subject) return new Response('Sign in to download your data.', { status: 401, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
  const format = new URL(request.url).searchParams.get('format') === 'txt' ? 'txt' : 'json';
  const data = await collectAccountData(subject);
  const name = `my-data-${lagosDay(data.exportedAt)}.${format}`;
  const body = format === 'txt' ? readableSummary(data, (await getSiteSettings()).siteName) : JSON.stringify(data, null, 2);
  return new Response(body, {
    headers: {
      ...PRIVATE,
      'Content-Type': format === 'txt' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}
