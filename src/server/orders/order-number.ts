import 'server-only';
import { randomInt } from 'node:crypto';
import { lagosDay } from '@/lib/dates';

// ORD- plus the day (Lagos time) and six characters a shopper can read out on the phone
// (no 0/O, 1/I). About a billion numbers a day; a clash is caught by the unique index
// and the order transaction simply runs again with a new number.

const READABLE = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const ORDER_NUMBER = /^ORD-[0-9A-Z-]{4,40}$/;

/** Order numbers come from URLs: anything else is a 404 before it reaches a query. */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}


export function newOrderNumber(now = new Date()): string {
  const day = lagosDay(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += READABLE[randomInt(READABLE.length)];
  return `ORD-${day}-${suffix}`;
}
