import 'server-only';
import { formatNaira } from '@/lib/money';
import { RESTORE_LINK_DAYS } from './restore-link';
import type { CartLineToday } from './cart-lines';

// What an abandoned checkout's reminder says (docs/product.md, "Abandoned checkouts"): the pieces
// still for sale at today's prices, the link that restores the cart, and how to stop these mails.

export type ReminderKind = 'first' | 'second';

const SUBJECTS: Record<ReminderKind, (siteName: string) => string> = {
  first: (siteName) => `Your cart at ${siteName} is waiting for you`,
  second: () => 'Still thinking it over? Your pieces are in your cart',
};

/** A piece as named to the shopper: 'Ikoyi Sofa (3-seater / Velvet) × 2'. */
export function pieceName(line: Pick<CartLineToday, 'name' | 'variant' | 'quantity'>) {
  return `${line.name}${line.variant ? ` (${line.variant})` : ''} × ${line.quantity}`;
}

/** With its price today: 'Ikoyi Sofa (3-seater / Velvet) × 2: ₦900,000'. */
export function pieceLine(line: Pick<CartLineToday, 'name' | 'variant' | 'quantity' | 'unitPriceKobo'>) {
  return `${pieceName(line)}: ${formatNaira(line.unitPriceKobo * line.quantity)}`;
}

export function reminderMail({
  kind,
  name,
  siteName,
  pieces,
  restoreUrl,
  unsubscribeUrl,
}: {
  kind: ReminderKind;
  name: string;
  siteName: string;
  /** In stock: sold-out pieces are left out. */
  pieces: readonly CartLineToday[];
  restoreUrl: string;
  unsubscribeUrl: string;
}) {
  const subtotal = pieces.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
  const text = [
    `Hello ${name},`,
    '',
    kind === 'first'
      ? 'You reached checkout but did not place your order. Your pieces are still in your cart:'
      : 'Your pieces are still waiting in your cart:',
    '',
    ...pieces.map((line) => `- ${pieceLine(line)}`),
    '',
    `Subtotal at today's prices: ${formatNaira(subtotal)}`,
    '',
    `Open your cart on any device: ${restoreUrl}`,
    `(This link works for ${RESTORE_LINK_DAYS} days.)`,
    '',
    'Questions about a piece, or delivery? Reply to this mail.',
    '',
    siteName,
    '',
    `You get this because you started a checkout at ${siteName}. To stop reminders and review requests: ${unsubscribeUrl}`,
  ].join('\n');
  return { subject: SUBJECTS[kind](siteName), text };
}
