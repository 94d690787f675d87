import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, orderItems, orders, payments, products, reviews, users } from '@/server/db/schema';
import { getStorage, newObjectKey } from '@/server/media/storage';
import { PROOF_FOLDER } from '@/server/payments/save-transfer-proof';
import { GET as receipt } from '@/app/receipts/[orderNumber]/route';
import { GET as paymentReceipt } from '@/app/receipts/[orderNumber]/payments/[paymentId]/route';
import { GET as proof } from '@/app/api/payments/proofs/[paymentId]/route';
import { GET as orderPhoto } from '@/app/api/orders/photos/route';
import { GET as reviewPhoto } from '@/app/api/reviews/[reviewId]/photos/[index]/route';
import { storeReviewPhotos } from '@/server/reviews/review-photos';
import { saveOrderPhoto } from '@/server/orders/stages/order-photos';
import { orderEvents } from '@/server/db/schema';
import { orderPhotoUrl } from '@/lib/order-following';
import { generateMetadata as orderPageMetadata } from '@/app/(store)/account/orders/[orderNumber]/page';
import { as, type TestCaller } from '../../helpers/sessions';
import { unique } from './_registry';
import type { Permission } from '@/lib/staff-roles';

// Every place on the shopper's side where an admin may read a customer's data that is not their
// own (tests/integration/admin-authorization.test.ts, "admin reads of customers' data"). Each
// entry names the file whose check lets an admin in, and reads as the shop's own page or route
// does: true when the caller is served the customer's data.

/** A customer's order, with a line and a proof of transfer, owned by `ownerEmail`'s account. */
export async function customerOrder(ownerEmail: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20260101-${unique().toUpperCase()}`,
      userId: owner!.id,
      customerName: 'Amaka Obi',
      customerEmail: `amaka-${unique()}@example.com`,
      customerPhone: '0803 123 4567',
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      subtotalKobo: 45_000_00,
      totalAmountKobo: 45_000_00,
      paymentMethod: 'bank_transfer',
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db.insert(orderItems).values({ orderId: order!.id, productName: 'Ikoyi Velvet Sofa', quantity: 1, priceKobo: 45_000_00, totalKobo: 45_000_00 });
  const key = newObjectKey(PROOF_FOLDER, 'png');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4472a' } }).png().toBuffer();
  await getStorage().put(key, png, 'image/png');
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order!.id, method: 'bank_transfer', status: 'pending', amountKobo: 45_000_00, proofKey: key, proofContentType: 'image/png' })
    .returning({ id: payments.id });
  // Money received earlier (a deposit by hand), which has a receipt of its own.
  const [received] = await db
    .insert(payments)
    .values({ orderId: order!.id, method: 'manual', status: 'succeeded', amountKobo: 10_000_00, paidAt: new Date() })
    .returning({ id: payments.id });
  return { orderNumber: order!.orderNumber, paymentId: payment!.id, receivedPaymentId: received!.id };
}

export type CustomerOrder = Awaited<ReturnType<typeof customerOrder>>;

const ORIGIN = 'http://localhost:3000';

export type CustomerDataRead = {
  /** What the shopper's side serves. */
  name: string;
  /** The file whose check lets an admin read it. */
  gate: string;
  /** The permission that lets staff read it (orders.read unless named). */
  permission?: Permission;
  read: (caller: TestCaller, order: CustomerOrder) => Promise<boolean>;
};

export const CUSTOMER_DATA_READS: CustomerDataRead[] = [
  {
    name: 'the order page /account/orders/<number>',
    gate: 'src/server/account/account-reads.ts',
    async read(caller, order) {
      // The page's own loader (requireUserPage, then getOrderForViewer); a refusal is its 404,
      // and the signed out are sent to /auth.
      try {
        const metadata = await as(caller, () => orderPageMetadata({ params: Promise.resolve({ orderNumber: order.orderNumber }), searchParams: Promise.resolve({}) }));
        return metadata.title === `Order ${order.orderNumber}`;
      } catch (error) {
        if (String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) return false;
        throw error;
      }
    },
  },
  {
    name: 'the receipt /receipts/<number>',
    gate: 'src/server/receipts/load-receipt.ts',
    async read(caller, order) {
      const response = await receipt(new Request(`${ORIGIN}/receipts/${order.orderNumber}`, { headers: caller.headers }), {
        params: Promise.resolve({ orderNumber: order.orderNumber }),
      });
      return response.status === 200;
    },
  },
  {
    name: 'a payment’s receipt /receipts/<number>/payments/<payment id>',
    gate: 'src/server/receipts/load-receipt.ts',
    async read(caller, order) {
      const { orderNumber, receivedPaymentId: paymentId } = order;
      const response = await paymentReceipt(new Request(`${ORIGIN}/receipts/${orderNumber}/payments/${paymentId}`, { headers: caller.headers }), {
        params: Promise.resolve({ orderNumber, paymentId }),
      });
      return response.status === 200;
    },
  },
  {
    name: 'the proof of transfer /api/payments/proofs/<payment id>',
    gate: 'src/server/payments/proof-access.ts',
    async read(caller, order) {
      const response = await proof(new Request(`${ORIGIN}/api/payments/proofs/${order.paymentId}`, { headers: caller.headers }), {
        params: Promise.resolve({ paymentId: order.paymentId }),
      });
      return response.status === 200;
    },
  },
  {
    name: 'a workshop photo /api/orders/photos?key=<key>',
    gate: 'src/server/orders/stages/order-photos.ts',
    async read(caller, order) {
      const key = await workshopPhotoOf(order.orderNumber);
      const response = await orderPhoto(new Request(`${ORIGIN}${orderPhotoUrl(key)}`, { headers: caller.headers }));
      return response.status === 200;
    },
  },
  {
    name: 'a review’s photo before approval /api/reviews/<id>/photos/<n>',
    gate: 'src/server/reviews/review-photos.ts',
    permission: 'reviews.manage',
    async read(caller, order) {
      const reviewId = await pendingReviewOf(order.orderNumber);
      const response = await reviewPhoto(new Request(`${ORIGIN}/api/reviews/${reviewId}/photos/0`, { headers: caller.headers }), {
        params: Promise.resolve({ reviewId, index: '0' }),
      });
      return response.status === 200;
    },
  },
];

const pendingReviews = new Map<string, Promise<string>>();

/** A review with a photo, waiting for moderation, by the order's owner; made once per order. */
function pendingReviewOf(orderNumber: string) {
  let review = pendingReviews.get(orderNumber);
  if (!review) {
    review = (async () => {
      const [order] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderNumber, orderNumber));
      const slug = `reviewed-${unique()}`;
      await db.insert(categories).values({ name: 'Reviewed', slug });
      const [product] = await db.insert(products).values({ name: 'Ikoyi Velvet Sofa', category: slug, priceKobo: 45_000_00 }).returning({ id: products.id });
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a4f6b' } }).png().toBuffer();
      const photos = await storeReviewPhotos([{ name: 'sofa.png', bytes: png }]);
      const [row] = await db
        .insert(reviews)
        .values({ productId: product!.id, userId: order!.userId!, orderId: order!.id, rating: 5, title: 'Lovely', body: 'Deep and soft.', photos, reviewerName: 'Amaka' })
        .returning({ id: reviews.id });
      return row!.id;
    })();
    pendingReviews.set(orderNumber, review);
  }
  return review;
}

const workshopPhotos = new Map<string, Promise<string>>();

/** A workshop photo on a stage of the order, made once per order. */
function workshopPhotoOf(orderNumber: string) {
  let photo = workshopPhotos.get(orderNumber);
  if (!photo) {
    photo = (async () => {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6b4f2a' } }).png().toBuffer();
      const key = await saveOrderPhoto('stage', row!.id, png, { userId: null, clientAddress: null });
      await db.insert(orderEvents).values({ orderId: row!.id, kind: 'stage', stage: 'in_production', photoKeys: [key] });
      return key;
    })();
    workshopPhotos.set(orderNumber, photo);
  }
  return photo;
}

/** Files on the shopper's side that read a user's admin role for something other than a customer's data. */
export const NOT_CUSTOMER_DATA: Record<string, string> = {
  'src/app/(store)/auth/page.tsx': 'sends a signed-in visitor on from /auth; reads nothing of a customer',
  'src/app/(store)/account/security/page.tsx': 'tells a staff account that a passkey counts as two-factor; reads only the signed-in account’s own passkeys',
  'src/app/(store)/account/privacy/page.tsx': 'tells a staff account it cannot be closed here; reads only the signed-in account’s own data',
  'src/lib/staff-roles.ts': 'defines roleCan; reads nothing',
  'src/lib/catalog/cost-visibility.ts': 'which roles see what pieces cost (the product form, the catalogue file); reads nothing of a customer',
  'src/server/settings/actions/update-website-settings.ts': 'a back-office action: which settings cards the role may change',
  'src/server/pos/actions/find-for-sale.ts': 'a back-office action: a role without customers.read finds a customer only by a whole phone or email',
  'src/server/staff/enrolment-link.ts': 'offers a staff account its own second-factor set-up link; reads only the signed-in account',
  'src/server/inbox/replies/actions/reply-lookups.ts': 'a back-office action (inbox.reply): its draft search only for a role that sells (pos.sell), as the Drafts screen',
  'src/server/inbox/replies/draft-reply.ts': 'a back-office reply (inbox.reply) with a draft’s pay link: refused to a role that may not sell (pos.sell)',
  'src/server/inbox/reads/customer-beside.ts': 'a back-office read beside an inbox conversation: each part only for a role whose own screens show it (customers.read, quotes.read, pos.sell for drafts, checkouts.read for the cart)',
};
