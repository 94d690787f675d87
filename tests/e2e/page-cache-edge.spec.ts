import { expect, test, type APIRequestContext } from './support/test';

// The kept storefront pages against the production server (scripts/lib/page-cache.ts,
// docs/decisions/0067-kept-pages-keyed-by-canonical-url.md; docs/security.md, "Floods and resource
// exhaustion" and "Headers and files"): what one visitor sends never reaches the page the next ones
// get, and an ad click is served the kept copy. Each visit carries a tag of its own, which before the
// canonical key made it a page of its own, rendered and kept for it.

const tag = () => `e2e${Date.now()}${Math.random().toString(36).slice(2)}`;

async function productPath(request: APIRequestContext) {
  return /href="(\/product\/[0-9a-f-]{36})"/.exec(await (await request.get('/shop')).text())![1]!;
}

/** A whole HTML document, as Next.js renders it. */
async function expectWholePage(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(answer.status(), what).toBe(200);
  expect(answer.headers()['content-type'], what).toMatch(/^text\/html/);
  const html = await answer.text();
  expect(html, what).toMatch(/^<!DOCTYPE html>/i);
  expect(html, what).toMatch(/<\/html>\s*$/);
  return html;
}

test.describe('the kept pages', () => {
  test('a middleware prefetch gets, and leaves behind, the whole home page', async ({ request }) => {
    const url = `/?fbclid=${tag()}`;
    const prefetch = await request.get(url, { headers: { 'x-middleware-prefetch': '1' } });
    await expectWholePage(prefetch, 'the prefetch');
    const next = await request.get(url);
    await expectWholePage(next, 'the visitor after it');
    expect(next.headers()['cache-control']).toMatch(/^public, /);
  });

  test("a visitor's script nonce is not kept in a page", async ({ request }) => {
    const nonce = Buffer.from(tag()).toString('base64');
    const url = `/search?q=${tag()}`;
    const poisoned = await expectWholePage(await request.get(url, { headers: { 'content-security-policy': `script-src 'nonce-${nonce}'` } }), 'the attacker');
    expect(poisoned).not.toContain(nonce);
    expect(await expectWholePage(await request.get(url), 'the visitor after it')).not.toContain(nonce);
  });

  test('an ad click is served the kept page, and the tag stays in the address bar', async ({ request, page }) => {
    const product = await productPath(request);
    await request.get(product);
    await expect.poll(async () => (await request.get(product)).headers()['x-page-cache']).toBe('hit');
    const click = await request.get(`${product}?fbclid=${tag()}&utm_source=instagram&utm_campaign=${tag()}`);
    expect(click.headers()['x-page-cache']).toBe('hit');
    await expectWholePage(click, 'the ad click');
    // /shop sends an unknown parameter to its one URL; an ad tag is left out before it sees it.
    const list = await request.get(`/shop?category=sofas&utm_source=${tag()}`, { maxRedirects: 0 });
    expect(list.status()).toBe(200);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const landing = `${product}?fbclid=${tag()}`;
    await page.goto(landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${landing.replace(/[?]/g, '\\?')}$`));
    expect(errors).toEqual([]);
  });
});
