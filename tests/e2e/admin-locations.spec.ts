import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { toast } from './support/shop';
import { once, stamp as newStamp } from './support/interaction';
import { deleteLeftoverProduct } from './support/leftover-products';

// Stock locations as the shop's admin (docs/decisions/0064-stock-locations.md): a showroom is added, a
// piece counted there, two more sent from the main warehouse (taken there when sent, added at the
// showroom only when received), the product screen shows both counts, and the showroom, which now holds
// stock, is refused deletion and closed instead. The piece is a draft of the spec's own, so no other
// spec sells it meanwhile; the showroom is named with the same stamp, so reruns never collide.

// Each step waits on a server action and a new read of the page.
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = newStamp();
const piece = `Location Test Stool ${stamp}`;
const sku = `LOC-${stamp}`.toUpperCase();
const showroom = `Lekki showroom ${stamp}`;
const WAREHOUSE = 'Main warehouse';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  test.setTimeout(300_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

// Deleting the piece deletes its stock at every location with it.
test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await deleteLeftoverProduct(browser, stamp);
});

/** How many of the piece a location's screen says it holds, found by its SKU. */
async function expectHeld(page: Page, location: string, units: number) {
  await page.goto('/admin/locations');
  await page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: location, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: location })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search this location’s stock by name or SKU' }).fill(sku);
  const row = page.getByRole('table', { name: `Stock at ${location}` }).getByRole('row').filter({ hasText: sku });
  await expect(row.getByRole('cell').last()).toHaveText(String(units));
}

test('a showroom is added, counted, sent stock from the warehouse, and closed', async ({ page }) => {
  // The piece: ten in stock, which land in the main warehouse, the first location that sells online.
  await page.goto('/admin/products/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(piece);
  await page.getByRole('textbox', { name: /^SKU/ }).fill(sku);
  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('85000');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Furniture' });
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Draft' });
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully.')).toBeVisible();

  // The showroom, from the sidebar: pickup on, selling online (on for a new location).
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByText('Online orders take each piece from the first location in this list')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add Location' });
  await once(
    () => page.getByRole('button', { name: 'Add Location' }).click(),
    () => expect(dialog).toBeVisible({ timeout: 2_000 }),
  );
  await dialog.getByRole('textbox', { name: 'Name' }).fill(showroom);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('3 Admiralty Way, Lekki Phase 1, Lagos');
  await dialog.getByRole('textbox', { name: 'Opening hours' }).fill('Mon–Sat 10am–6pm');
  await dialog.getByRole('switch', { name: 'Pickup' }).click();
  await expect(dialog.getByRole('switch', { name: 'Pickup' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Sells online' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(toast(page, `${showroom} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const locations = page.getByRole('table', { name: 'Locations' });
  const showroomRow = locations.getByRole('row').filter({ has: page.getByRole('link', { name: showroom, exact: true }) });
  await expect(showroomRow).toContainText('3 Admiralty Way, Lekki Phase 1, Lagos');
  await expect(showroomRow).toContainText('Mon–Sat 10am–6pm');
  await expect(showroomRow.getByRole('cell', { name: 'Yes', exact: true })).toHaveCount(2);
  await expect(showroomRow).toContainText('0 units');

  // Three found in the showroom.
  await showroomRow.getByRole('link', { name: showroom, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: showroom })).toBeVisible();
  await expect(page.getByText(`${showroom} holds no stock`)).toBeVisible();
  const count = page.getByRole('region', { name: 'Count stock' });
  await count.getByRole('searchbox', { name: 'Find a piece' }).fill(sku);
  const found = count.getByRole('list', { name: 'Pieces found' }).getByRole('listitem').filter({ hasText: sku });
  await expect(found).toContainText(`0 at ${showroom}`);
  await found.getByRole('button', { name: `Add ${piece}` }).click();
  await count.getByRole('textbox', { name: `Counted for ${piece}` }).fill('3');
  await count.getByRole('combobox', { name: 'Reason for any difference' }).selectOption({ label: 'Found' });
  await count.getByRole('button', { name: 'Save Count' }).click();
  await expect(toast(page, 'Count saved')).toBeVisible();
  const held = page.getByRole('table', { name: `Stock at ${showroom}` }).getByRole('row').filter({ hasText: sku });
  await expect(held.getByRole('cell').last()).toHaveText('3');
  await expect(count.getByRole('list', { name: 'Pieces counted' })).toHaveCount(0);

  // Two sent from the warehouse: on the road, so the warehouse has two fewer and the showroom as many as before.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Transfers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock Transfers' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New transfer' });
  await expect(form.getByRole('combobox', { name: 'From' }).locator('option:checked')).toHaveText(WAREHOUSE);
  await form.getByRole('combobox', { name: 'To' }).selectOption({ label: showroom });
  await form.getByRole('searchbox', { name: 'Find a piece' }).fill(sku);
  const offered = form.getByRole('list', { name: 'Pieces found' }).getByRole('listitem').filter({ hasText: sku });
  await expect(offered).toContainText(`10 at ${WAREHOUSE}`);
  await offered.getByRole('button', { name: `Add ${piece}` }).click();
  await form.getByRole('textbox', { name: `Quantity for ${piece}` }).fill('2');
  await form.getByRole('textbox', { name: 'Note' }).fill('For the showroom floor');
  await form.getByRole('button', { name: 'Send Transfer' }).click();
  await expect(toast(page, 'Transfer sent')).toBeVisible();
  const transfer = page.getByRole('table', { name: 'Transfers' }).getByRole('row').filter({ hasText: sku });
  await expect(transfer).toContainText(new RegExp(`${WAREHOUSE} →\\s*to ${showroom}`));
  await expect(transfer).toContainText(`2 × ${piece}`);
  await expect(transfer).toContainText('For the showroom floor');
  await expect(transfer.getByText('In transit', { exact: true })).toBeVisible();
  await expectHeld(page, WAREHOUSE, 8);
  await expectHeld(page, showroom, 3);

  // Received: the showroom has the two more.
  await page.goto('/admin/transfers');
  await transfer.getByRole('button', { name: /^Mark received/ }).click();
  await expect(toast(page, 'Transfer received')).toBeVisible();
  await expect(transfer.getByText('Received', { exact: true })).toBeVisible();
  await expect(transfer.getByRole('button', { name: /^Mark received/ })).toHaveCount(0);
  await expectHeld(page, showroom, 5);

  // The product screen shows the piece at each location.
  await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
  await page.getByRole('row').filter({ hasText: piece }).getByRole('link', { name: `Edit ${piece}` }).click();
  const byLocation = page.getByRole('region', { name: 'Stock by location' });
  await expect(byLocation.getByRole('columnheader', { name: showroom })).toBeVisible();
  // Other specs may add locations: each count is read from its own column (the first is the variant's).
  const columns = await byLocation.getByRole('columnheader').allTextContents();
  const variant = byLocation.getByRole('row').filter({ hasText: sku });
  await expect(variant.getByRole('cell').nth(columns.indexOf(WAREHOUSE) - 1)).toHaveText('8');
  await expect(variant.getByRole('cell').nth(columns.indexOf(showroom) - 1)).toHaveText('5');

  // A location holding stock is not deleted: the refusal says why. Closed instead: no pickup, not sold online.
  await page.goto('/admin/locations');
  await showroomRow.getByRole('button', { name: `Delete ${showroom}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${showroom} still holds stock`)).toBeVisible();
  await expect(showroomRow).toBeVisible();
  const edit = page.getByRole('dialog', { name: 'Edit Location' });
  await once(
    () => showroomRow.getByRole('button', { name: `Edit ${showroom}` }).click(),
    () => expect(edit).toBeVisible({ timeout: 2_000 }),
  );
  await edit.getByRole('switch', { name: 'Pickup' }).click();
  await edit.getByRole('switch', { name: 'Sells online' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, `${showroom} saved`)).toBeVisible();
  await expect(showroomRow.getByRole('cell', { name: 'No', exact: true })).toHaveCount(2);
});
