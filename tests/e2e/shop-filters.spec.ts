import { expect, test, type Page } from './support/test';

// /shop's filters (docs/decisions/0056-shop-filters.md) on the demo shop: velvet sofas under ₦900,000
// in stock, chosen in the Filter & Sort panel, each value with the pieces it would leave; the list is
// its URL, so it survives a reload and the back button. At desktop and phone widths.

const panel = (page: Page) => page.getByRole('dialog', { name: 'Filter & Sort' });
const summary = (page: Page) => page.getByRole('main').locator('section').first().getByText(/^\d+ pieces?$/);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Filter & Sort' }).click();
  await expect(panel(page).getByRole('group', { name: 'Fabric' })).toBeVisible({ timeout: 15_000 });
}

test('velvet sofas under ₦900,000 in stock: the right pieces and counts, kept by a reload and the back button @phone-only', async ({ page }) => {
  test.slow(); // several server renders in a row
  await page.goto('/shop?category=sofas');
  const all = Number((await summary(page).innerText()).split(' ')[0]);

  await openPanel(page);
  const fabric = panel(page).getByRole('group', { name: 'Fabric' });
  await expect(fabric.getByRole('checkbox', { name: /^velvet \(2\)$/i })).toBeEnabled();
  // A ticked box applies at once.
  await fabric.getByRole('checkbox', { name: /^velvet/i }).click();
  await expect(page).toHaveURL(/\/shop\?category=sofas&fabric=velvet$/, { timeout: 30_000 });
  await expect(summary(page)).toHaveText('2 pieces');

  await openPanel(page);
  await panel(page).getByRole('checkbox', { name: /^in stock/i }).click();
  await expect(page).toHaveURL(/\/shop\?category=sofas&fabric=velvet&availability=in-stock$/, { timeout: 30_000 });

  await openPanel(page);
  await panel(page).getByLabel('To', { exact: true }).fill('900000');
  await panel(page).getByRole('button', { name: 'Apply' }).click();
  const filtered = /\/shop\?category=sofas&fabric=velvet&availability=in-stock&max=900000$/;
  await expect(page).toHaveURL(filtered, { timeout: 30_000 });

  const check = async () => {
    await expect(summary(page)).toHaveText('1 piece');
    await expect(page.getByRole('main').getByRole('link', { name: /Yaba 2-Seater Loveseat/ }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Lekki Linen Sectional/ })).toHaveCount(0);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link')).toHaveText([/velvet/i, /In stock/, /Under ₦900,000/, 'Clear all']);
    // Each value counts the pieces it would leave with the other filters kept: linen adds the loveseat too.
    await openPanel(page);
    const fabric = panel(page).getByRole('group', { name: 'Fabric' });
    await expect(fabric.getByRole('checkbox', { name: /^velvet \(1\)$/i })).toBeChecked();
    await expect(fabric.getByRole('checkbox', { name: /^linen \(1\)$/i })).not.toBeChecked();
    await expect(panel(page).getByRole('checkbox', { name: /^on sale \(1\)$/i })).not.toBeChecked();
    await expect(panel(page).getByLabel('To', { exact: true })).toHaveValue('900000');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  };
  await check();
  await page.reload();
  await check();

  // Back: velvet in stock at any price, then velvet alone.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?category=sofas&fabric=velvet&availability=in-stock$/, { timeout: 30_000 });
  await expect(summary(page)).toHaveText('2 pieces');
  await expect(page.getByRole('main').getByRole('link', { name: /Lekki Linen Sectional/ }).first()).toBeVisible();

  // A chip takes its filter away; Clear all takes them all.
  await page.getByRole('link', { name: /Remove velvet/i }).click();
  await expect(page).toHaveURL(/\/shop\?category=sofas&availability=in-stock$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/shop\?category=sofas$/, { timeout: 30_000 });
  await expect(summary(page)).toHaveText(`${all} pieces`);
});

test('a filtered list is one URL: other spellings are sent to it, and the form works without scripts', async ({ page, browser }) => {
  const response = await page.goto('/shop?max=900000&fabric=Velvet&fabric=nothing-like-it&min=&category=sofas&utm=1');
  expect(response?.request().redirectedFrom()).not.toBeNull();
  await expect(page).toHaveURL(/\/shop\?category=sofas&fabric=velvet&max=900000$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(new URL('/shop?category=sofas', page.url()).href);
  await noScript.getByRole('link', { name: 'Filter & Sort' }).click();
  await expect(noScript).toHaveURL(/\/shop\/filters\?category=sofas$/);
  await noScript.getByRole('checkbox', { name: /^velvet/i }).check();
  await noScript.getByRole('button', { name: 'Apply' }).click();
  await expect(noScript).toHaveURL(/\/shop\?category=sofas&fabric=velvet$/);
  await expect(noScript.getByText('2 pieces')).toBeVisible();
  await context.close();
});
