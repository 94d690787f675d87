import { expect as baseExpect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { adminPage, markDelivered, workshopPhoto } from './support/order-stages';
import { readJsonLd } from './support/json-ld';
import { addToCartFromProductPage, placePayOnDeliveryOrder, toast } from './support/shop';

// Reviews from real buyers (docs/product.md, "Reviews"), end to end on the production build: a
// shopper buys through the real checkout, the owner marks the order delivered in the back office,
// the shopper reviews the piece with a photo from their order page; it shows on the product page
// only once the owner approves it in Reviews (and replies), then with "Verified buyer", the average
// and the reply; the piece's card in the shop shows the average.

const expect = baseExpect.configure({ timeout: 30_000 });

test('a buyer reviews a delivered piece with a photo; shown once the owner approves and replies @phone-only', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const shopper = newAccount('reviewer');
  await signInContext(page.context(), shopper, { create: true });
  const product = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  const orderNumber = await placePayOnDeliveryOrder(page);

  // Not delivered yet: nothing to review.
  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('link', { name: `Write a review of ${product.name}` })).toHaveCount(0);

  const admin = await adminPage(browser);
  await markDelivered(admin, orderNumber);

  await page.goto(`/account/orders/${orderNumber}`);
  await page.getByRole('link', { name: `Write a review of ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: `Review ${product.name}` })).toBeVisible();
  const title = `Lovely curtains ${Date.now()}`;
  await page.locator('label').filter({ has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your review').fill('They hang beautifully and keep the afternoon sun out of the living room.');
  await page.getByLabel('Add photos (optional)').setInputFiles({ name: 'curtains.png', mimeType: 'image/png', buffer: await workshopPhoto() });
  await page.screenshot({ path: test.info().outputPath('review-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send your review' }).click();
  await expect(page).toHaveURL(/\/account\/reviews$/);
  const mine = page.getByRole('listitem').filter({ hasText: title });
  await expect(mine.getByText('Waiting to be read by the shop')).toBeVisible();

  // Waiting: not on the product page.
  await page.goto(product.href);
  await expect(page.getByRole('region', { name: 'Reviews' }).or(page.locator('#reviews'))).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The owner approves it in Reviews and replies.
  await admin.goto('/admin/reviews?status=pending');
  const card = admin.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /Photo 1/ })).toBeVisible();
  await card.getByRole('button', { name: /^Approve the review/ }).click();
  await expect(toast(admin, 'Review approved')).toBeVisible();
  await admin.goto('/admin/reviews?status=approved');
  const approved = admin.getByRole('article').filter({ hasText: title });
  await approved.getByRole('button', { name: 'Reply' }).click();
  const reply = `Thank you, ${shopper.name.split(' ')[0]}! Enjoy the quiet afternoons.`;
  await approved.getByLabel('Public reply').fill(reply);
  await approved.getByRole('button', { name: 'Save reply' }).click();
  await expect(toast(admin, 'Reply saved')).toBeVisible();
  await admin.context().close();

  // The product page: the review, "Verified buyer", the average, its photo and the reply.
  await page.goto(product.href);
  const reviews = page.locator('#reviews');
  const review = reviews.getByRole('article').filter({ hasText: title });
  await expect(review).toBeVisible();
  await expect(review.getByText('Verified buyer')).toBeVisible();
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(review.getByText(reply)).toBeVisible();
  await expect(reviews.getByText(/^\d\.\d out of 5$/)).toBeVisible();
  const thumbnail = review.getByRole('button', { name: /^Open photo 1/ });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  await thumbnail.click();
  await expect(page.getByRole('dialog', { name: /^Photo 1 from/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('product-reviews.png') });
  await page.keyboard.press('Escape');
  const jsonLd = (await readJsonLd(page, 'Product'))!;
  expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: expect.stringMatching(/^\d\.\d$/) });
  expect(jsonLd.review).toEqual(expect.arrayContaining([expect.objectContaining({ name: title, reviewRating: expect.objectContaining({ ratingValue: 4 }) })]));

  // The shop's card of the piece shows its average.
  await page.goto('/shop?category=curtains');
  const tile = page.locator(`a[href="${product.href}"]`).first();
  await expect(tile.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ })).toBeVisible();
});
