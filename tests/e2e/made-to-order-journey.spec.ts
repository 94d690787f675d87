import sharp from 'sharp';
import { expect as baseExpect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { addMadeToOrderPieceToCart, payOnHostedPage, placeDepositOrderOnPaystack } from './support/deposit-order';
import { adminPage, expectPhotosLoaded, openDetails, setStage, workshopPhoto } from './support/order-stages';
import { toast } from './support/shop';

// The whole made-to-order journey (docs/product.md section 10), at phone and desktop size: a
// deposit paid on the fake Paystack confirms the order; the workshop moves it through its stages
// with a photo; at Ready for delivery the balance falls due and is paid by transfer with a proof the
// admin confirms; the order then leaves, is delivered, and the buyer confirms receipt.

const expect = baseExpect.configure({ timeout: 30_000 });

test('a deposit, the workshop’s stages with a photo, the balance by transfer, dispatch and delivery confirmed @phone-only', async ({ browser, page, context }) => {
  test.setTimeout(300_000);
  await signInContext(context, newAccount('journey'), { create: true });
  await addMadeToOrderPieceToCart(page);
  const orderNumber = await placeDepositOrderOnPaystack(page, { phone: '0803 123 4567', address: '3 Kingsway Road, Ikoyi', state: 'Lagos' });
  await payOnHostedPage(page, orderNumber);
  await expect(page.getByText('Deposit paid. Thank you, your order is confirmed.')).toBeVisible();

  // The workshop: production with a photo and a note, the quality check, then ready.
  const admin = await adminPage(browser);
  const details = await openDetails(admin, orderNumber);
  await setStage(admin, details, 'In production', { note: 'Linen cut, pleats pinned', photo: await workshopPhoto() });
  await setStage(admin, details, 'Quality check');
  await setStage(admin, details, 'Ready for delivery');
  await expect(details.getByTestId('deposit-terms')).toContainText('due by');

  // The buyer: the timeline with the photo, the balance due, paid by transfer with a proof.
  await page.reload();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Linen cut, pleats pinned');
  await expectPhotosLoaded(timeline.getByRole('list', { name: 'Updates' }), 1);
  await expect(timeline.getByTestId('timeline-owed')).toContainText(/Balance of ₦[\d,]+ due by/);
  const panel = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel.getByRole('button', { name: 'Pay balance' })).toBeVisible();
  const balance = (await panel.getByTestId('bank-details').locator('dt', { hasText: 'Amount' }).locator('+ dd span').first().innerText()).trim();
  const receipt = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer();
  await panel.getByLabel('Proof of payment').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: receipt });
  await panel.getByRole('button', { name: 'Upload proof' }).click();
  await expect(panel).toContainText("Proof received — we'll confirm your payment shortly");

  // The admin confirms the transfer for exactly the balance; the order may now leave without a reason.
  const again = await openDetails(admin, orderNumber);
  await again.getByRole('button', { name: new RegExp(`^Confirm bank transfer of ${balance.replace(/[.₦]/g, '\\$&')}`) }).click();
  await again.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(toast(admin, 'Payment confirmed: the order is paid')).toBeVisible();
  const paid = await openDetails(admin, orderNumber);
  await setStage(admin, paid, 'Out for delivery', { courier: ['Tunde (GIG Logistics)', '0809 555 0101'] });
  await expect(paid.getByRole('form', { name: 'Move to a stage' }).getByLabel('Reason to deliver with the balance owed')).toHaveCount(0);
  await setStage(admin, paid, 'Delivered');
  await admin.context().close();

  // The buyer: paid in full, delivered, and confirms receipt.
  await page.reload();
  await expect(page.getByText('Paid. Thank you, we have received your payment.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Download balance receipt ${orderNumber}-P2` })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByTestId('timeline-next-step')).toHaveText('Delivered and received. Thank you!');
});
