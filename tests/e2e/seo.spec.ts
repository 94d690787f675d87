import { expect, test } from './support/test';
import { readJsonLd } from './support/json-ld';

test.describe('findable by search engines', () => {
  test('sitemap.xml lists what shoppers may see and never a draft', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/product\/[0-9a-f-]{36}<\/loc>/);
    expect(xml).toContain('/blog/choosing-curtains-for-lagos-light</loc>');
    expect(xml).toContain('/page/privacy-policy</loc>');
    expect(xml).toContain('/shop?category=sofas</loc>');
    expect(xml).not.toContain('inside-our-lagos-workshop'); // the seeded draft post
  });

  test('robots.txt keeps private areas out and points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  test('pages carry a title, a description, a canonical URL and the Organization', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About.*Adire Living/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    const organization = await readJsonLd(page, 'FurnitureStore');
    expect(organization).toMatchObject({ name: 'Adire Living', currenciesAccepted: 'NGN' });
  });

  test('the shop’s Organization is on the home and About pages only, not weighing on every page', async ({ page }) => {
    await page.goto('/');
    expect(await readJsonLd(page, 'FurnitureStore')).toMatchObject({ name: 'Adire Living', url: expect.stringMatching(/^http:\/\/localhost:\d+\/$/) });
    await page.goto('/shop');
    expect(await readJsonLd(page, 'FurnitureStore')).toBeUndefined();
  });
});
