import { expect as baseExpect, test } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';

// The back office's messaging as the shop's owner, on a store of its own prepared by
// support/messaging-admin-fixture.ts: Order Details lists the messages about an order with their states
// (a WhatsApp update read, one WhatsApp could not deliver with Meta's code, and the SMS sent in its place),
// and Settings → Messaging saves Termii's sender ID and shows it again, its API key only as set. On the
// phone profile only: staff follow an order's messages from their phones, and a private store is costly.

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let store: PrivateStore<{ orderNumber: string }>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startPrivateStore<{ orderNumber: string }>('tests/e2e/support/messaging-admin-fixture.ts');
});
test.afterAll(async () => {
  await store?.stop();
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, store.baseUrl);
});

const at = (pathname: string) => `${store.baseUrl}${pathname}`;

test("Order Details lists the order's messages with their states, the failure and the SMS sent instead @phone-only", async ({ page }) => {
  const { orderNumber } = store.fixture;
  await page.goto(at(`/admin/orders?q=${orderNumber}`));
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: `View details of ${orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const messages = details.getByRole('list', { name: 'Messages about this order' });
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  const [sms, failed, placed] = [messages.getByRole('listitem').nth(0), messages.getByRole('listitem').nth(1), messages.getByRole('listitem').nth(2)];
  await expect(sms).toContainText('Payment received by SMS');
  await expect(sms.locator('[data-tone]')).toHaveText('State: Delivered');
  await expect(sms).toContainText('WhatsApp could not deliver: sent by SMS');
  await expect(failed).toContainText('Payment received by WhatsApp');
  await expect(failed.locator('[data-tone="red"]')).toHaveText('State: Failed');
  await expect(failed).toContainText('131026: Message undeliverable');
  await expect(failed).toContainText('order_paid_v1');
  await expect(placed).toContainText('Order placed by WhatsApp');
  await expect(placed.locator('[data-tone="green"]')).toHaveText('State: Read');
  await expect(placed).toContainText('0803 555 0199');
});

test('Settings → Messaging saves a value and shows it again; a secret only as set @phone-only', async ({ page }) => {
  await page.goto(at('/admin/settings/messaging'));
  await expect(page.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
  await expect(page.getByText('Off: email only')).toBeVisible();
  const sms = page.getByRole('region', { name: 'SMS (Termii)' });
  await sms.getByLabel('Sender ID').fill('AdireLiving');
  await sms.getByLabel('API key').fill('TLtest-key-typed-once');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Messaging settings saved')).toBeVisible();

  await page.reload();
  await expect(sms.getByLabel('Sender ID')).toHaveValue('AdireLiving');
  await expect(sms.getByLabel('API key')).toHaveValue('');
  await expect(sms).toContainText('Set. Left empty, the saved one stays');
  await expect(page.getByRole('list', { name: 'WhatsApp templates' }).getByRole('listitem').first()).toContainText('Not submitted');
});
