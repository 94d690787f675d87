import { expect as baseExpect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { openMadeToMeasurePiece } from './support/deposit-order';

// "We measure for you" (docs/decisions/0062-we-measure-for-you.md) on the demo's made-to-measure curtains:
// signed out the page asks to sign in; signed in the shopper books a fitter's visit in Lagos on a preferred
// day, and finds it in My Account priced at the shop's ₦15,000, ready to accept and pay.

const expect = baseExpect.configure({ timeout: 20_000 });

test('a shopper books a measuring visit in Lagos with a preferred date and finds it ready to pay in My Account @phone-only', async ({ page, context }) => {
  test.slow(); // a sign-up, the booking and the account's quote
  await openMadeToMeasurePiece(page);
  const offer = page.getByRole('region', { name: 'We measure for you' });
  await expect(offer).toContainText('A fitter visits you in Lagos and Abuja to measure your windows: ₦15,000.');
  await offer.getByRole('link', { name: 'Book a measuring visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a measuring visit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to book a visit' })).toBeVisible();

  await signInContext(context, newAccount('visit'), { create: true });
  await page.reload();
  const form = page.getByRole('region', { name: 'Your visit' });
  await expect(form.getByRole('button', { name: 'Book the visit' })).toBeEnabled();
  // Told what is missing before anything is sent.
  await form.getByRole('button', { name: 'Book the visit' }).click();
  await expect(form.getByText('Choose the state we visit you in')).toBeVisible();
  await expect(form.getByText('Add the phone number our fitter calls')).toBeVisible();

  await expect(form.getByLabel('State').locator('option')).toHaveText(['Choose a state', 'Lagos', 'Federal Capital Territory']);
  await form.getByLabel('State').selectOption('Lagos');
  const day = await form.getByLabel('Preferred date').getAttribute('min');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel('Preferred date').fill(day!);
  await form.getByLabel('Address and directions').fill('12 Admiralty Way, Lekki Phase 1, opposite the pharmacy');
  await form.getByLabel('Phone').fill('0803 123 4567');
  await form.getByRole('button', { name: 'Book the visit' }).click();
  await expect(page.getByRole('heading', { name: 'Your visit is booked' })).toBeVisible();

  await page.getByRole('link', { name: 'Pay for the visit in My Account' }).click();
  await expect(page).toHaveURL(/\/account\/quotes\/QUO-/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Measuring visit: Made-to-Measure Linen Curtains');
  await expect(main).toContainText('Preferred visit date');
  await expect(main).toContainText(/Measuring visit for Made-to-Measure Linen Curtains, preferred date/);
  await expect(main).toContainText('₦15,000');
  await expect(main.getByRole('button', { name: /accept/i }).first()).toBeVisible();
});
