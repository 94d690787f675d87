import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/app/(store)/account/orders/[orderNumber]/_components/order-detail';
import { requireUserPage } from '@/server/auth/session';
import { getOrderForViewer, isOrderNumber } from '@/server/account/account-reads';
import { getOrderPayment } from '@/server/payments/order-payment';
import { isOrderPageNotice } from '@/lib/payment-methods';
import { loadOrderTimeline } from '@/server/order-desk/order-timeline';
import { OrderFollowing } from '@/app/(store)/account/orders/[orderNumber]/_components/order-following';
import { OrderReviewLinks } from '@/app/(store)/account/orders/[orderNumber]/_components/order-review-links';
import { reviewablePiecesOf } from '@/server/reviews/my-review-reads';

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<{ payment?: string | string[] }> };

/** The order if this shopper may see it (their own, or any for an admin); null otherwise. */
const loadOrder = cache(async (orderNumber: string) => {
  const viewer = await requireUserPage(`/account/orders/${encodeURIComponent(orderNumber)}`);
  // A malformed number is a 404 before it reaches a query (docs/architecture.md section 5).
  if (!isOrderNumber(orderNumber)) return null;
  const order = await getOrderForViewer(orderNumber, viewer);
  return order ? { order, isOwner: order.userId === viewer.id } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  const loaded = await loadOrder(orderNumber);
  return { title: loaded ? `Order ${loaded.order.orderNumber}` : 'Page not found', robots: { index: false, follow: false } };
}

export default async function OrderPage({ params, searchParams }: Props) {
  const { orderNumber } = await params;
  const loaded = await loadOrder(orderNumber);
  // Someone else's order reads exactly like one that does not exist.
  if (!loaded) notFound();
  const { payment: named } = await searchParams;
  const [payment, timeline, reviewable] = await Promise.all([
    getOrderPayment(loaded.order),
    loadOrderTimeline(loaded.order.id, { kind: 'owner' }),
    loaded.isOwner && loaded.order.userId ? reviewablePiecesOf(loaded.order.id, loaded.order.userId) : [],
  ]);
  return (
    <OrderDetailView
      order={loaded.order}
      payment={payment}
      isOwner={loaded.isOwner}
      notice={isOrderPageNotice(named) ? named : null}
      following={timeline ? <OrderFollowing timeline={timeline} isOwner={loaded.isOwner} /> : null}
      reviews={<OrderReviewLinks orderNumber={loaded.order.orderNumber} pieces={reviewable} />}
    />
  );
}
