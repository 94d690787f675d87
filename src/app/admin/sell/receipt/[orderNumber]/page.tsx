import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePermissionPage } from '@/server/auth/permissions';
import { saleReceiptOf } from '@/server/pos/sale-receipt-reads';
import { TillReceipt } from './_components/till-receipt';

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return { title: `Receipt ${orderNumber}` };
}

// Staff who sell all read orders, and read receipts as they do on the A4 receipt (orders.read):
// the accountant can reprint one too.
export default async function SaleReceiptPage({ params }: Props) {
  await requirePermissionPage('orders.read');
  const { orderNumber } = await params;
  const receipt = await saleReceiptOf(orderNumber);
  if (!receipt) notFound();
  return <TillReceipt receipt={receipt} />;
}
