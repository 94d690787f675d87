import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { rateLimitAddress } from '@/lib/client-ip';
import { consumeRateLimit } from '@/server/rate-limit';
import { isOrderNumber } from '@/server/orders/order-number';
import { nationalDigits } from '@/lib/order-following';
import { readTrackPass, trackPass } from './order-photos';

// /track (docs/product.md, "Following an order"; docs/security.md, "Order tracking"): anyone with
// an order number and the phone number or email used on it sees the order's timeline. A wrong
// phone or email answers exactly as an unknown number does, and tries are limited per client
// address and per order number, so neither a number nor a phone can be guessed by trying.

export const TRACK_LIMITS = {
  perAddress: { windowSeconds: 60 * 60, max: 20 },
  perOrder: { windowSeconds: 60 * 60, max: 8 },
} as const;

export type TrackCheck = { ok: true; pass: string } | { ok: false; reason: 'not-found' | 'limited' };

/** Whether `contact` is the phone (by its digits, with or without +234 / 0) or email (any case) on the order. */
export function contactMatches(order: { customerEmail: string; customerPhone: string | null }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return given.toLowerCase() === order.customerEmail.trim().toLowerCase();
  const digits = nationalDigits(given);
  return digits.length >= 7 && order.customerPhone !== null && digits === nationalDigits(order.customerPhone);
}

/** Checks one try; on success, a short-lived signed pass to the order's timeline and photos. */
export async function checkTracking(input: { orderNumber: string; contact: string }, clientIp: string): Promise<TrackCheck> {
  const orderNumber = input.orderNumber.trim().toUpperCase();
  // Both counted on every try, found or not, so the limits say nothing about the order.
  const [byAddress, byOrder] = await Promise.all([
    consumeRateLimit(`track|ip|${rateLimitAddress(clientIp)}`, TRACK_LIMITS.perAddress),
    consumeRateLimit(`track|order|${orderNumber.slice(0, 40)}`, TRACK_LIMITS.perOrder),
  ]);
  if (!byAddress.allowed || !byOrder.allowed) return { ok: false, reason: 'limited' };
  const [order] = isOrderNumber(orderNumber)
    ? await db.select({ customerEmail: orders.customerEmail, customerPhone: orders.customerPhone }).from(orders).where(eq(orders.orderNumber, orderNumber))
    : [];
  if (!order || !contactMatches(order, input.contact)) return { ok: false, reason: 'not-found' };
  return { ok: true, pass: trackPass(orderNumber) };
}

/** The order a valid pass opens: its id, or null (forged, expired, or the order since deleted). */
export async function trackedOrderId(pass: string | null | undefined): Promise<string | null> {
  const orderNumber = readTrackPass(pass);
  if (!orderNumber) return null;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return order?.id ?? null;
}
