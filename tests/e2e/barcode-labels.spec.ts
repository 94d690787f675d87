import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { pdfLines } from '../helpers/pdf-text';

// Barcode labels from the product screen (docs/product.md, "Barcode labels"), as the shop's admin: the
// demo's Yaba loveseat (Fabric × Colour, on sale) opens a PDF of label sheets, one per variant and one per
// unit in stock, each label naming the piece, its variant, the price paid and its SKU.

/** Every piece of text on the sheets: labels side by side share a line of pdfLines. */
const texts = async (pdf: Buffer) => (await pdfLines(pdf)).flatMap((line) => line.split(' | '));

test.beforeEach(async ({ context }) => {
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('the product screen prints a label per variant and per unit in stock', async ({ page }) => {
  await page.goto('/admin/products?q=Yaba');
  await page.getByRole('row').filter({ hasText: 'Yaba 2-Seater Loveseat' }).getByRole('link', { name: /Yaba 2-Seater Loveseat|Edit/ }).first().click();
  const section = page.getByRole('region', { name: 'Barcode labels' });
  await expect(section).toBeVisible();

  const perVariant = section.getByRole('link', { name: /^One per variant \(\d+\)$/ });
  const variants = Number(/\((\d+)\)/.exec((await perVariant.textContent())!)![1]);
  expect(variants).toBeGreaterThan(1);
  const response = await page.request.get((await perVariant.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const lines = await texts(await response.body());
  expect(lines.filter((text) => text === 'Yaba 2-Seater Loveseat')).toHaveLength(variants);
  expect(lines.filter((text) => text === '₦495,000')).toHaveLength(variants);
  // Each variant's values ('Velvet / Mustard'), each label once.
  expect(lines.filter((text) => / \/ /.test(text) && /Velvet|Linen/.test(text))).toHaveLength(variants);

  // Other specs may sell a loveseat meanwhile: the sheet has a label for each unit in stock when printed.
  const perUnit = section.getByRole('link', { name: /^One per unit in stock \(\d+\)$/ });
  const units = Number(/\((\d+)\)/.exec((await perUnit.textContent())!)![1]);
  const unitLines = await texts(await (await page.request.get((await perUnit.getAttribute('href'))!)).body());
  const printed = unitLines.filter((text) => text === 'Yaba 2-Seater Loveseat').length;
  expect(printed).toBeGreaterThan(0);
  expect(printed).toBeLessThanOrEqual(units);
});
