import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/components/store/account/order-detail';
import { requireUserPage } from '@/server/auth/session';
import { getOrderForViewer, isOrderNumber } from '@/server/account/queries';

type Props = { params: Promise<{ orderNumber: string }> };

/** The order if this shopper may see it (their own, or any for an admin); null otherwise. */
const loadOrder = cache(async (orderNumber: string) => {
  const viewer = await requireUserPage(`/account/orders/${encodeURIComponent(orderNumber)}`);
  // A malformed number is a 404 before it reaches a query (docs/architecture.md section 5).
  if (!isOrderNumber(orderNumber)) return null;
  return getOrderForViewer(orderNumber, viewer);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  const order = await loadOrder(orderNumber);
  return { title: order ? `Order ${order.orderNumber}` : 'Page not found', robots: { index: false, follow: false } };
}

export default async function OrderPage({ params }: Props) {
  const { orderNumber } = await params;
  const order = await loadOrder(orderNumber);
  // Someone else's order reads exactly like one that does not exist.
  if (!order) notFound();
  return <OrderDetailView order={order} />;
}
