import { expect, test, type Page } from './support/test';

// Search that forgives (docs/product.md, "Search"; docs/decisions/0057-forgiving-search.md), in the header's
// dialog and on /search: a typing mistake and a synonym find the sofas, an option value finds its pieces,
// and a word too far to correct is offered as "Did you mean". Staff editing the synonyms is in
// admin-settings.spec.ts.

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).filter({ visible: true });

async function searchInDialog(page: Page, query: string) {
  await expect(searchButton(page)).toHaveCount(1);
  await searchButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  const box = dialog.getByPlaceholder('Search for products...');
  await box.fill(query);
  await box.press('Enter');
  return dialog;
}

/** The names of the pieces a results list links to. */
async function resultNames(scope: ReturnType<Page['locator']>) {
  await expect(scope.getByText(/^Found \d+ result\(s\)$/)).toBeVisible();
  return scope.locator('a[href^="/product/"] > span:first-child').allInnerTexts();
}

test('"sofer" and "couch" find, first, the sofas that "sofa" finds @phone', async ({ page }) => {
  await page.goto('/shop');
  const dialog = await searchInDialog(page, 'sofa');
  const sofas = await resultNames(dialog.locator('[aria-live]'));
  expect(sofas.length).toBeGreaterThan(0);
  expect(sofas.some((name) => /sofa|sectional/i.test(name))).toBe(true);
  for (const query of ['sofer', 'couch']) {
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill(query);
    await box.press('Enter');
    // The pieces named sofas, listed first; the rest of the ten may be any other matches.
    const named = sofas.filter((name) => /sofa/i.test(name));
    await expect(async () => expect((await resultNames(dialog.locator('[aria-live]'))).slice(0, named.length)).toEqual(named)).toPass({ timeout: 15_000 });
  }
});

test('an option value and a misspelt curtain find their pieces on /search @phone-only', async ({ page }) => {
  await page.goto('/search?q=velvet+sofa');
  const velvet = await resultNames(page.locator('main'));
  expect(velvet.length).toBeGreaterThan(0);
  await page.goto('/search?q=curtian');
  expect((await resultNames(page.locator('main'))).some((name) => /curtain/i.test(name))).toBe(true);
});

test('a word too far to correct is offered: "Did you mean sofa?" searches for it', async ({ page }) => {
  await page.goto('/search?q=zopha');
  await expect(page.getByText('No products found matching "zopha"')).toBeVisible();
  const suggestion = page.getByRole('link', { name: 'sofa', exact: true });
  await expect(page.getByText(/^Did you mean\s+sofa\?$/)).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=sofa$/);
  expect((await resultNames(page.locator('main'))).length).toBeGreaterThan(0);
});

test('every match of a search opens on /shop, where the filters narrow it and count among the matches @phone-only', async ({ page }) => {
  test.slow(); // several server renders in a row
  await page.goto('/search?q=couch');
  expect((await resultNames(page.locator('main'))).length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'See every match, with filters' }).click();
  await expect(page).toHaveURL(/\/shop\?q=couch$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “couch”');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('link')).toHaveText([/^Search: couch/]);

  await page.getByRole('button', { name: 'Filter & Sort' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter & Sort' });
  const velvet = panel.getByRole('group', { name: 'Fabric' }).getByRole('checkbox', { name: /^velvet \(\d+\)$/i });
  await expect(velvet).toBeEnabled({ timeout: 15_000 });
  // The pieces velvet would leave among the matches, as its label counts them.
  const count = Number(/\((\d+)\)/.exec(await velvet.locator('xpath=..').innerText())![1]);
  await velvet.click();
  await expect(page).toHaveURL(/\/shop\?q=couch&fabric=velvet$/, { timeout: 30_000 });
  await expect(page.getByRole('main').locator('section').first().getByText(/^\d+ pieces?$/)).toHaveText(`${count} ${count === 1 ? 'piece' : 'pieces'}`);
  await expect(chips.getByRole('link')).toHaveText([/^Search: couch/, /velvet/i, 'Clear all']);

  // The search's chip leaves the filter: every velvet piece.
  await chips.getByRole('link', { name: 'Remove the search couch' }).click();
  await expect(page).toHaveURL(/\/shop\?fabric=velvet$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
});
