import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

// No serious or critical axe violations on the public pages that exist.
for (const path of ['/', '/auth', '/cart', '/no-such-page']) {
  test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// /checkout sends an empty cart to /cart, so it is scanned with a line in the cart, and
// again with the field errors showing.
test('/checkout has no serious accessibility violations @phone', async ({ page }) => {
  test.slow(); // two scans
  await page.goto('/cart');
  const line = { id: crypto.randomUUID(), name: 'Linen Sheer Curtain', imageUrl: null, category: 'curtains', stockQuantity: 5, unitPriceKobo: 4_500_000, quantity: 1 };
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), [line]);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  for (const stage of ['blank', 'with errors']) {
    if (stage === 'with errors') {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${stage}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
