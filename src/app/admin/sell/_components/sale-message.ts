import { formatNaira } from '@/lib/money';
import { normaliseNigerianPhone } from '@/lib/nigeria';
import type { SoldOrder } from '@/server/pos/showroom-sale';

// The sale's summary sent to the customer from the Sell screen, by WhatsApp or email. A showroom order
// belongs to no account, so My Account cannot show it to them: the message carries the summary itself.

export type CompletedSale = {
  order: SoldOrder;
  /** `size`: a piece made to measure's ('Made to measure: 240 cm wide × 270 cm drop, lined'), else null. */
  lines: { productName: string; variantLabel: string | null; size: string | null; quantity: number; totalKobo: number }[];
  customer: { name: string | null; phone: string | null; email: string | null };
};

export function saleMessage(sale: CompletedSale, shopName: string): string {
  const { order } = sale;
  const lines = sale.lines.map((line) => `${line.productName}${line.variantLabel ? ` (${line.variantLabel})` : ''}${line.size ? `, ${line.size}` : ''} × ${line.quantity}: ${formatNaira(line.totalKobo)}`);
  const balance = order.totalKobo - order.paidKobo;
  return [
    `${sale.customer.name ? `Hello ${sale.customer.name}, thank` : 'Thank'} you for shopping with ${shopName}.`,
    `Order ${order.orderNumber}`,
    ...lines,
    `Total: ${formatNaira(order.totalKobo)}`,
    `Paid: ${formatNaira(order.paidKobo)}`,
    ...(balance > 0 ? [`Balance due: ${formatNaira(balance)}`] : []),
  ].join('\n');
}

/** wa.me opens a chat with the customer's number, or lets staff pick the chat when there is none. */
export function whatsappLink(sale: CompletedSale, shopName: string): string {
  const number = sale.customer.phone ? (normaliseNigerianPhone(sale.customer.phone) ?? sale.customer.phone).replace(/\D/g, '') : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(saleMessage(sale, shopName))}`;
}

export function emailLink(sale: CompletedSale, shopName: string): string | null {
  if (!sale.customer.email) return null;
  const subject = `Your receipt from ${shopName}: order ${sale.order.orderNumber}`;
  return `mailto:${sale.customer.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(saleMessage(sale, shopName))}`;
}
