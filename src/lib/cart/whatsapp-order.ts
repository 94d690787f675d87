import { formatNaira } from '@/lib/money';

// The cart sent as an order on WhatsApp (the cart's 'Order on WhatsApp'). Apart from src/lib/whatsapp.ts,
// which the product page's script also loads: the bundler keeps every export a page imports.

/** A cart line as the message names it: its variant by its options' values ("3-seater / Velvet"). */
export type WhatsAppCartLine = { name: string; variant: string | null; quantity: number; url: string };

/** Every line with its variant, quantity and page, then the subtotal of what the cart shows. */
export function cartOrderMessage(lines: readonly WhatsAppCartLine[], subtotalKobo: number): string {
  const items = lines.map((line, index) =>
    [`${index + 1}. ${line.name}${line.variant ? ` (${line.variant})` : ''}`, `Quantity: ${line.quantity}`, line.url].join('\n'),
  );
  return ["Hello! I'd like to order:", ...items, `Subtotal: ${formatNaira(subtotalKobo)}`].join('\n\n');
}
