import { z } from 'zod';
import { DATA_SAVER_COOKIE, DATA_SAVER_COOKIE_MAX_AGE } from '@/lib/data-saver';
import { crossSiteRefusal } from '@/server/http/cross-site';

export const dynamic = 'force-dynamic';

const choice = z.object({ mode: z.enum(['on', 'off']) });

/**
 * The footer's data saver switch (a plain form, no script): remembers the shopper's choice in a cookie
 * the server reads to draw the light page, then sends them back to the page they were on
 * (docs/decisions/0083-data-saver.md). Nothing is stored but the cookie; a form from another site is
 * refused (docs/security.md, "Headers and files").
 */
export async function POST(request: Request) {
  const refusal = crossSiteRefusal(request);
  if (refusal) return new Response(refusal, { status: 403 });
  const parsed = choice.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!parsed.success) return new Response('Choose on or off', { status: 400 });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      location: backTo(request.headers.get('referer')),
      'set-cookie': `${DATA_SAVER_COOKIE}=${parsed.data.mode}; Path=/; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`,
      'cache-control': 'no-store',
    },
  });
}

/** The path (and query) of the page the switch was pressed on; only ever a path of this shop. */
function backTo(referer: string | null) {
  try {
    const url = new URL(referer ?? '/', 'http://shop.invalid');
    // `//host` would be read as another site's address.
    return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
  } catch {
    return '/';
  }
}
