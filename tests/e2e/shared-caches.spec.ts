import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, postFrom, randomLoopback, signInViaApi, signUpViaApi } from './support/auth-api';

// What a CDN or proxy in front of the shop may keep (docs/decisions/0027-shared-caches-for-public-pages.md,
// docs/security.md "Shared caches"): the storefront's public pages, which are the same for every visitor,
// and nothing else. Every response below is judged as a shared cache would judge it (RFC 9111).

type Answer = { path: string; method?: 'GET' | 'POST'; status: number; headers: Record<string, string> };

/** Statuses a shared cache may keep without being told to (RFC 9111, section 4.2.2). */
const HEURISTICALLY_CACHEABLE = new Set([200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501]);

/** Whether a shared cache may keep `answer`: a POST's only when it says so outright (RFC 9111, section 3). */
function sharedCacheable({ method = 'GET', status, headers }: Answer) {
  const directives = (headers['cache-control'] ?? '').toLowerCase().split(',').map((directive) => directive.trim());
  if (directives.some((directive) => directive === 'private' || directive === 'no-store')) return false;
  if (directives.some((directive) => directive === 'public' || directive.startsWith('s-maxage='))) return true;
  if (directives.some((directive) => /^max-age=[1-9]/.test(directive))) return true;
  return method === 'GET' && headers['cache-control'] === undefined && HEURISTICALLY_CACHEABLE.has(status);
}

const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

test.describe('shared caches', () => {
  test('may keep the public pages, from the first render on, for as long as the shop does', async ({ request }) => {
    const shop = await (await request.get('/shop')).text();
    const product = /href="(\/product\/[0-9a-f-]{36})"/.exec(shop)![1]!;
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(await (await request.get('/blog')).text())![1]!;
    for (const path of ['/', '/shop', '/shop?category=sofas', product, '/blog', post, '/faq', '/about', '/contact', '/portfolio', '/page/privacy-policy']) {
      // A parameter no page reads: both answers are the page's one kept copy, the first perhaps its render
      // (docs/decisions/0067-kept-pages-keyed-by-canonical-url.md).
      for (const attempt of ['render', 'kept']) {
        const response = await request.get(path.includes('?') ? `${path}&visit=${test.info().testId}` : `${path}?visit=${test.info().testId}`);
        const answer = { path, status: response.status(), headers: response.headers() };
        expect(answer.status, `${path} ${attempt}`).toBe(200);
        expect(sharedCacheable(answer), `${path} ${attempt}`).toBe(true);
        expect(answer.headers['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
        expect(answer.headers['set-cookie'], path).toBeUndefined();
        expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
        expect(answer.headers.vary, path).toMatch(/\brsc\b/i);
      }
    }
  });

  test('never keep a personal page, a signed-in visit, a cookie being set or a client navigation', async ({ request }) => {
    // About 150 answers, most of them rendered for the visit (RSC payloads, the back office).
    test.setTimeout(120_000);
    const answers: Answer[] = [];
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      answers.push({ path: `${path} ${JSON.stringify(headers)}`, status: response.status(), headers: response.headers() });
    };
    const shop = await (await request.get('/shop')).text();
    const product = /href="(\/product\/[0-9a-f-]{36})"/.exec(shop)![1]!;
    const publicPages = ['/', '/shop', product, '/blog', '/faq', '/about', '/contact', '/portfolio', '/page/privacy-policy'];
    const personalPages = ['/cart', '/checkout', '/account', '/account/orders', '/auth', '/auth?next=/account', '/admin', '/admin/orders', '/api/auth/get-session', '/api/health', '/api/metrics'];

    const shopper = cookieHeader(await signUpViaApi(newAccount('shared-cache')));
    const admin = cookieHeader(await signInViaApi(e2eServer.admin));
    for (const cookie of [undefined, shopper, admin]) {
      const signedIn: Record<string, string> = cookie ? { cookie } : {};
      for (const path of personalPages) await visit(path, signedIn);
      // Signed in, even the public pages (kept and rendered) are answered privately.
      if (cookie) for (const path of [...publicPages, `/faq?signed-in=${Date.now()}`]) await visit(path, signedIn);
      // Client-side navigations and prefetches: the same URLs, answered as RSC payloads.
      for (const path of publicPages) {
        await visit(path, { ...signedIn, rsc: '1' });
        await visit(path, { ...signedIn, rsc: '1', 'next-router-prefetch': '1' });
        await visit(`${path}${path.includes('?') ? '&' : '?'}_rsc=abc12`, { ...signedIn, rsc: '1' });
      }
      // What does not exist is answered by Next.js, privately.
      await visit('/product/00000000-0000-0000-0000-000000000000', signedIn);
      await visit('/no-such-page', signedIn);
    }
    const leaks = answers.filter(sharedCacheable).map(({ path, status, headers }) => `${path}: ${status} ${headers['cache-control']}`);
    expect(leaks).toEqual([]);
    // The walk met answers that set cookies (signing in, a session refreshed): none of them is public.
    const signIn = await postFrom(randomLoopback(), '/api/auth/sign-in/email', e2eServer.admin);
    const setsCookie: Answer = { path: 'sign-in', method: 'POST', status: signIn.status, headers: signIn.headers as Record<string, string> };
    expect(setsCookie.status).toBe(200);
    expect(setsCookie.headers['set-cookie']).toBeTruthy();
    expect(sharedCacheable(setsCookie)).toBe(false);
    for (const answer of answers.filter(({ headers }) => headers['set-cookie'])) expect(sharedCacheable(answer), answer.path).toBe(false);
  });
});
