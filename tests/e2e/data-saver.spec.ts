import { expect, test, type APIRequestContext, type Request } from './support/test';

// The data saver (docs/decisions/0083-data-saver.md): under `Save-Data: on` pictures come as small
// previews and a product's picture loads in full on a tap, even before the page's scripts have run; the
// footer switch turns the mode on for every page, and off again. On a phone and a desktop alike.

/** The optimizer's width of an image request, or null for any other request. */
/** A picture asked of the image optimizer by its short address (src/lib/image-urls.ts): its width and the picture's own path. */
const optimized = (url: string) => /\/img\/(\d+)(\/[^?#]*)/.exec(new URL(url).pathname);
const imageWidth = (request: Request) => optimized(request.url())?.[1] ?? null;
const imageSource = (url: string) => (optimized(url) ? decodeURI(optimized(url)![2]!) : null);

async function firstProduct(request: APIRequestContext) {
  const href = /href="(\/product\/[0-9a-f-]{36})"/.exec(await (await request.get('/shop')).text())?.[1];
  if (!href) throw new Error('No product on /shop');
  return href;
}


test.describe('under Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('a product picture is held back as a preview and loads in full on a tap, with no script run @phone', async ({ page, request }) => {
    const href = await firstProduct(request);
    // The page's scripts never arrive: the tap is answered by the inline script alone.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    const images: Request[] = [];
    page.on('request', (sent) => {
      if (imageWidth(sent) !== null) images.push(sent);
    });
    // Not waiting for the scripts, as goto would (support/test.ts): they never come.
    await page.goto(href, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');

    const show = page.getByRole('button', { name: 'Show full picture' });
    // The picture the button stands over (found by the button's mark, which stays once it is hidden).
    const picture = page.locator('img:has(+ [data-full-picture])').first();
    await expect(picture).toHaveAttribute('src', /\/img\/64\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Every picture the page asked for is a preview: the full one was never requested.
    expect(images.length).toBeGreaterThan(0);
    expect(images.map(imageWidth).filter((width) => width !== '64')).toEqual([]);

    const source = imageSource(new URL((await picture.getAttribute('src'))!, page.url()).href);
    const full = page.waitForRequest((sent) => imageWidth(sent) !== '64' && imageWidth(sent) !== null && imageSource(sent.url()) === source);
    await show.click();
    await full;
    await expect(show).toBeHidden();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 30_000 }).not.toMatch(/\/img\/64\//);
  });

  test("the page's scripts wait for a press, and then nothing is prefetched @phone-only", async ({ page, request }) => {
    // A kept page, whose scripts come by the after-paint loader (scripts/lib/scripts-after-paint.ts).
    await expect.poll(async () => (await (await request.get('/shop')).text()).includes('__loadAfterPaint('), { timeout: 30_000 }).toBe(true);
    const prefetches: string[] = [];
    page.on('request', (sent) => {
      if (sent.headers()['next-router-prefetch']) prefetches.push(sent.url());
    });
    // Not waiting for the scripts, as goto would (support/test.ts): they wait for a press.
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    const scriptsRan = () => page.evaluate(() => 'next' in window);
    await page.waitForTimeout(1_000);
    expect(await scriptsRan()).toBe(false);
    // A key (or a button that needs them) brings them in.
    await page.keyboard.press('Shift');
    await expect.poll(scriptsRan, { timeout: 30_000 }).toBe(true);
    const card = page.locator('main a[href^="/product/"]').first();
    await card.hover();
    // The links in view and the one pointed at would be prefetched within moments of the page going live.
    await page.waitForTimeout(1_500);
    expect(prefetches).toEqual([]);
    // The page works all the same: the card opens its product.
    await card.click();
    await expect(page).toHaveURL(/\/product\//);
  });
});

test('the footer switch turns the data saver on for every page, remembered, and off again @phone', async ({ page }) => {
  await page.goto('/faq');
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(toggle).toBeChecked();

  // A light page's scripts wait for a press: goto waits for the page alone (support/test.ts would wait for them).
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  await expect(toggle).toBeChecked();
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/img\/64\//);

  await toggle.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(toggle).not.toBeChecked();
  await expect(page.locator('main img').first()).not.toHaveAttribute('src', /\/img\/64\//);
});
