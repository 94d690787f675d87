import 'server-only';
import { randomInt } from 'node:crypto';
import { lagosDay } from '@/lib/dates';
import { uniqueViolation } from '@/server/db/errors';

// QUO- plus the day (Lagos time) and six readable characters, like an order number
// (src/server/orders/order-number.ts); a clash is caught by the unique index and retried.

const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newQuoteNumber(now = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += READABLE[randomInt(READABLE.length)];
  return `QUO-${lagosDay(now).replaceAll('-', '')}-${suffix}`;
}

const MAX_ATTEMPTS = 4;

/** Runs `insert` with a new quote number, again with another while the number is taken. */
export async function withNewQuoteNumber<T>(insert: (quoteNumber: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(newQuoteNumber());
    } catch (error) {
      if (uniqueViolation(error) === 'quotes_quote_number_unique' && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}
