import 'server-only';
import { randomInt } from 'node:crypto';
import { lagosDay } from '@/lib/dates';

// QUO- plus the day (Lagos time) and six readable characters, like an order number
// (src/server/orders/order-number.ts); a clash is caught by the unique index and retried.

const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newQuoteNumber(now = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += READABLE[randomInt(READABLE.length)];
  return `QUO-${lagosDay(now).replaceAll('-', '')}-${suffix}`;
}
