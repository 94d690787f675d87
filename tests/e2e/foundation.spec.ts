import { expect, test } from './support/test';

test.describe('the two README commands promise a working store', () => {
  test('health answers ok once the database does', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('the home page shows the seeded shop', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Adire Living/);
    await expect(page.getByRole('banner')).toContainText(/nationwide|national shipping/i);
    await expect(page.getByRole('banner')).toContainText('NGN');
    const firstProduct = page.locator('main a[href^="/product/"]').first();
    await expect(firstProduct).toBeVisible();
    await expect(page.locator('main')).toContainText('₦');
  });

  test('every public route of docs/product.md answers', async ({ page, request }) => {
    await page.goto('/');
    const productHref = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    const routes = ['/', '/shop', '/shop?category=sofas', productHref!, '/cart', '/faq', '/blog', '/about', '/contact',
      '/page/privacy-policy', '/page/terms-of-service', '/page/refund-policy', '/auth', '/portfolio'];
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
    }
    // /checkout answers too (it sends an empty cart on to /cart in the browser).
    expect((await request.get('/checkout')).status()).toBe(200);
  });

  test('responses carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

test.describe('the public frame', () => {
  test('the footer shows settings, quick links, categories and policies', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Adire Living');
    for (const heading of ['Quick Links', 'Categories', 'Contact Us']) await expect(footer).toContainText(heading);
    for (const [name, href] of [['Shop', '/shop'], ['Portfolio', '/portfolio'], ['Blog', '/blog'], ['About Us', '/about'],
      ['Curtains', '/shop?category=curtains'], ['Furniture', '/shop?category=furniture'], ['Accessories', '/shop?category=accessories']]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.locator('a[href="/page/privacy-policy"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test('the current route is highlighted and the header compacts after 100 px', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await page.goto('/');
    const banner = page.getByRole('banner');
    const tall = (await banner.boundingBox())!.height;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await banner.boundingBox())!.height).toBeLessThan(tall);
  });

  test('the cart badge counts the items kept in localStorage under "cart"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /cart/i }).first()).toHaveAccessibleName(/0 items/);
    await page.evaluate(() => {
      const line = (id: string, quantity: number) => ({ id, name: `Item ${id}`, unitPriceKobo: 100_00, quantity, imageUrl: null, category: 'sofas', stockQuantity: 9 });
      localStorage.setItem('cart', JSON.stringify([line('a', 2), line('b', 1)]));
    });
    await page.reload();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toHaveAccessibleName(/3 items/);
  });

  test('the chat button opens WhatsApp with the greeting', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /chat with us on whatsapp/i }).click();
    const link = page.locator('a[href^="https://wa.me/"]').first();
    await expect(link).toBeVisible();
    expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain('interior design');
  });

  test('a page fetches the core cut of each face only; an accented letter fetches its face\'s other file', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url().split('/').pop()!);
    });
    await page.goto('/faq');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.map((name) => name.split(/[-.]/)[0]).sort()).toEqual(['adire_display_latin_core_400_600', 'inter_latin_core_400_700']);
    const heading = page.getByRole('heading', { level: 1 });
    const extendedLoaded = () =>
      page.evaluate(() => [...document.fonts].filter((font) => font.unicodeRange.includes('U+A1') && font.status === 'loaded').length);
    expect(await extendedLoaded()).toBe(0);
    await heading.evaluate((element) => (element.textContent = 'Café Señora €50'));
    await expect.poll(extendedLoaded).toBe(1);
    expect(fonts.some((name) => name.startsWith('adire_display_latin_extended'))).toBe(true);
    expect(fonts.some((name) => name.startsWith('inter_latin_extended'))).toBe(false);
  });

  test('a heading that writes a sign the headings\' core leaves out (×, @) fetches the headings\' extended file', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => document.fonts.ready);
    const loaded = () => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family).sort());
    expect(await loaded()).toEqual(['inter', 'playfair']);
    await page.getByRole('heading', { level: 1 }).evaluate((element) => (element.textContent = 'Bench 180×45 @ Lekki'));
    // next/font names each family after its variable in src/app/layout.tsx.
    await expect.poll(loaded).toEqual(['inter', 'playfair', 'playfairExtended']);
  });

  test('a storefront page\'s stylesheets leave out the classes only the back office writes', async ({ page, request }) => {
    await page.goto('/faq');
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const css = (await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()))).join('\n');
    expect(css).toContain('.tile-name{');
    // An unread message's left border (src/app/admin/messages/_components/message-card.tsx) is written by
    // no storefront source: admin pages add it with src/app/admin/admin.css.
    expect(css).not.toContain('.border-l-4');
  });

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-room');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('@phone-only the mobile menu holds the links and Sign In', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Shop', 'Blog', 'About', 'Contact', 'Sign In']) {
      await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();
    }
  });
});
