import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/showroom-store';
import { signInAdmin } from './support/private-store';

// Back office → Reports (docs/decisions/0082-what-each-figure-counts.md) as the owner uses it: a sale made
// on the Sell screen is in today's figures at once, drawn in the chart and listed under its channel; the
// channel's CSV carries it in naira with two decimals; its row leads to the order on the Orders list; and
// the accountant's workbook downloads. On a store of its own (support/showroom-store.ts) that has sold
// nothing else, so "one order" is this sale's alone.

const SKU = 'IKJ-ARM-01';

/** One armchair sold at Lekki showroom, paid in cash: the order number and total the screen shows. */
async function sellOneArmchair(page: Page) {
  await page.goto('/admin/sell');
  await page.getByRole('combobox', { name: 'Showroom' }).selectOption({ label: 'Lekki showroom' });
  const search = page.getByRole('searchbox', { name: 'Find by name or SKU' });
  await search.fill(SKU);
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Pieces in this sale' })).toContainText(SKU);
  await page.getByRole('textbox', { name: 'Amount (₦), payment 1' }).fill('185,000');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const text = (await done.textContent()) ?? '';
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{6}/.exec(text)?.[0];
  const total = /Total (₦[\d,.]+)/.exec(text)?.[1];
  expect(orderNumber, text).toBeTruthy();
  expect(total, text).toBeTruthy();
  return { orderNumber: orderNumber!, total: total! };
}

/** '₦185,000' or '₦1,250.5' as the CSV writes naira: '185000.00', '1250.50'. */
const csvNaira = (shown: string) => Number(shown.replace(/[₦,]/g, '')).toFixed(2);

test('a showroom sale is in today’s report at once, in its channel’s CSV and behind its row; the accountant’s workbook downloads @phone', async ({ page, store }) => {
  test.setTimeout(90_000);
  await signInAdmin(page, store.baseUrl);
  const sale = await sellOneArmchair(page);

  // Reports → Sales, for today, chosen on the period picker.
  await page.goto('/admin/reports');
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Today' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=today(&|$)/);
  const figures = page.getByRole('region', { name: /against/ });
  const today = ((await figures.getByRole('heading', { level: 2 }).textContent()) ?? '').split(' against ')[0]!.trim();
  expect(today).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(page.getByTestId('figure-orders').locator('dd').first()).toHaveText('1');
  await expect(page.getByTestId('figure-totalKobo').locator('dd').first()).toHaveText(sale.total);

  // The chart is drawn in the browser after the figures: an svg with a bar for today.
  const overTime = page.getByRole('region', { name: 'Total sales over time' });
  const chart = overTime.getByRole('img', { name: `Total sales over time. Highest: ${today.replace(/ \d{4}$/, '')}, ${sale.total}.` });
  await expect(chart.locator('svg .recharts-bar-rectangle path')).toHaveCount(1);

  const byChannel = page.getByRole('region', { name: 'By channel', exact: true });
  const showroomRow = byChannel.getByRole('table', { name: 'By channel' }).getByRole('row').filter({ hasText: 'Showroom' });
  await expect(showroomRow).toHaveCount(1);
  await expect(showroomRow).toContainText(sale.total);

  // The channel table's CSV: its header, then the showroom's line, naira with two decimals.
  const [download] = await Promise.all([page.waitForEvent('download'), byChannel.getByRole('link', { name: 'CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sales-channel-(\d{4}-\d{2}-\d{2})-to-\1\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split('\r\n').filter(Boolean);
  expect(header).toBe('Channel,Orders,Units,Gross sales,Discounts,Refunds,Net sales (before VAT),Delivery charged,VAT,Total sales,Average order');
  const columns = header!.split(',');
  const showroomLine = lines.map((line) => line.split(',')).find(([channel]) => channel === 'Showroom');
  expect(showroomLine, csv).toBeDefined();
  expect(showroomLine![columns.indexOf('Orders')]).toBe('1');
  expect(showroomLine![columns.indexOf('Total sales')]).toBe(csvNaira(sale.total));

  // The showroom's row leads to its orders of the day on the Orders list.
  await showroomRow.getByRole('link', { name: 'Showroom' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?.*channel=showroom/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Placed ${today}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter by channel' }).locator('option:checked')).toHaveText('Showroom');
  const orders = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(orders).toHaveCount(1);
  await expect(orders.getByRole('button', { name: sale.orderNumber, exact: true })).toBeVisible();
  await expect(orders).toContainText(sale.total);

  // Reports → For the accountant: the whole workbook, an XLSX file (a zip: it starts with "PK").
  await page.goto('/admin/reports?period=today');
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'For the accountant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'For the accountant' })).toBeVisible();
  const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Workbook (XLSX)' }).click()]);
  expect(workbook.suggestedFilename()).toMatch(/^accounts-workbook-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile(await workbook.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
