import { formatNaira } from '@/lib/money';
import { whatsappUrl } from '@/lib/whatsapp';
import { whatsappNumber } from '@/lib/order-following';
import { pieceLine } from './reminder-mail';
import type { CartLineToday } from './cart-lines';

/** The shop's WhatsApp message to a shopper who left at checkout: their pieces at today's prices and the link that restores the cart. */
export function followUpMessage({ name, siteName, pieces, restoreUrl }: { name: string; siteName: string; pieces: readonly CartLineToday[]; restoreUrl: string }) {
  const total = pieces.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  return [
    `Hello ${name.split(' ')[0] || name}, this is ${siteName}. You left these pieces in your cart:`,
    ...pieces.map((line) => `- ${pieceLine(line)}${line.soldOut ? ' (sold out just now)' : ''}`),
    `Total today: ${formatNaira(total)}`,
    `Your cart is saved for you here: ${restoreUrl}`,
    'Can we help with anything: delivery, colours or payment?',
  ].join('\n');
}

/** The wa.me link with the message typed in; null when the number is not one WhatsApp can use. */
export function followUpUrl(phone: string | null, message: string) {
  return whatsappUrl(whatsappNumber(phone), message);
}
