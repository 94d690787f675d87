import { expect as baseExpect, test as base, type Page } from './support/test';
import { startPrivateStore, type PrivateStore } from './support/private-store';
import type { OptionsFixture } from './support/options-fixture';
import { toast } from './support/shop';

// A piece sold in Size × Fabric on its page (docs/decisions/0053-variants-are-the-unit-of-sale.md): each
// option a group of swatches or buttons, a choice changing the price, SKU and picture at once and kept in
// the address, a combination sold out or never made shown so, never hidden. On a store of its own
// (support/options-fixture.ts writes the sofa), at phone and desktop widths.

const expect = baseExpect.configure({ timeout: 15_000 });

const test = base.extend<object, { store: PrivateStore<OptionsFixture> }>({
  store: [
    async ({}, provide) => {
      const store = await startPrivateStore<OptionsFixture>('tests/e2e/support/options-fixture.ts');
      await provide(store);
      await store.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ store }, provide) => provide(store.baseUrl),
});

const group = (page: Page, option: string) => page.getByRole('radiogroup', { name: new RegExp(`^${option}:`) });
const value = (page: Page, option: string, name: string) => group(page, option).getByRole('radio', { name: new RegExp(`^${name}`) });
const sku = (page: Page) => page.getByRole('definition').filter({ hasText: /^YAB-/ });
const price = (page: Page) => page.getByRole('main').locator('h1 + div');
const picture = (page: Page) => page.getByRole('main').locator('img').first();

test('a sofa in Size × Fabric: choosing changes price, SKU and picture, the address keeps it, a sold-out one cannot be added @phone-only', async ({ page, store }) => {
  test.slow();
  const { sofaId, velvetId, velvetPicture } = store.fixture;
  await page.goto(`/product/${sofaId}`);

  // It opens on the first variant in stock, each option a group showing its choice.
  await expect(group(page, 'Size')).toHaveAccessibleName('Size: 2-seater');
  await expect(group(page, 'Fabric')).toHaveAccessibleName('Fabric: Linen');
  await expect(value(page, 'Size', '2-seater')).toBeChecked();
  await expect(price(page)).toContainText('₦950,000');
  await expect(sku(page)).toHaveText('YAB-2-LIN');
  await expect(page.getByText('Made to order:')).toHaveCount(0);
  // No Corner is made: on show, marked so.
  await expect(value(page, 'Size', 'Corner')).toHaveAccessibleName('Corner Unavailable');

  // 3-seater in linen is sold out: chosen, said so, and it cannot be added; the shopper may ask to be told.
  await value(page, 'Size', '3-seater').click();
  await expect(value(page, 'Size', '3-seater')).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '3-seater / Linen is sold out. Choose another option.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: "Tell me when it's back" })).toBeVisible();
  await expect(value(page, 'Fabric', 'Linen')).toHaveAccessibleName(/^Linen\s*Sold out$/);
  await expect(value(page, 'Fabric', 'Velvet')).toHaveAccessibleName(/^Velvet$/);

  // In velvet: its price (on sale), its SKU, its own picture, and the address names it.
  await value(page, 'Fabric', 'Velvet').click();
  await expect(group(page, 'Fabric')).toHaveAccessibleName('Fabric: Velvet');
  await expect(price(page)).toContainText('₦1,190,000');
  await expect(price(page)).toContainText('₦1,250,000');
  // It alone is upholstered to order: its lead time shows.
  await expect(page.getByText('Made to order:').locator('..')).toHaveText('Made to order: ready in 3-5 weeks');
  await expect(sku(page)).toHaveText('YAB-3-VEL');
  await expect(picture(page)).toHaveAttribute('src', new RegExp(encodeURIComponent(velvetPicture).replace(/%2F/g, '/').replace(/[.?]/g, '\\$&')));
  await expect(page).toHaveURL(new RegExp(`/product/${sofaId}\\?variant=${velvetId}$`));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // The shared address opens the same piece.
  await page.reload();
  await expect(value(page, 'Size', '3-seater')).toBeChecked();
  await expect(value(page, 'Fabric', 'Velvet')).toBeChecked();
  await expect(price(page)).toContainText('₦1,190,000');
  await expect(sku(page)).toHaveText('YAB-3-VEL');

  // Added as that variant, at its price.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; variant: string; unitPriceKobo: number }[]);
  expect(cart).toEqual([expect.objectContaining({ id: sofaId, variant: '3-seater / Velvet', unitPriceKobo: 1_190_000_00 })]);
  await page.screenshot({ path: test.info().outputPath('product-options.png'), fullPage: true });
});

test('its card in the shop says "From" its lowest price and shows its first option @phone', async ({ page, store }) => {
  await page.goto('/shop?category=sofas');
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Yaba Modular Sofa' }) });
  await expect(card).toContainText('From ₦950,000');
  await expect(card.getByRole('img', { name: '2-seater, 3-seater and 1 more' })).toBeVisible();
  await expect(card).toHaveAttribute('href', `/product/${store.fixture.sofaId}`);
});
