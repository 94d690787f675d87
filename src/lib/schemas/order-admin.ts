import '@/lib/zod-jitless';
import { z } from 'zod';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/constants';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// The back office's Orders screen: the 'Update Order Status' dialog, delete, and the list's
// URL (?status=pending&payment=paid&attention=1&samples=1&channel=showroom&from=2026-11-01&to=2026-11-30&q=amaka&page=2), shared by the page, the CSV
// export and the actions. docs/product.md sets no rules on order updates beyond the value lists the database
// itself enforces; notes are capped like the checkout's.

export const ORDER_NOTES_MAX = 2000;
export const BALANCE_WAIVER_MAX = 500;

/** Why a deposit order may leave with its balance owed: kept on the order and shown (balance.ts). */
export const balanceWaivedReason = multiLine()
  .trim()
  .max(BALANCE_WAIVER_MAX, `The reason is too long (${BALANCE_WAIVER_MAX} characters at most)`)
  .optional()
  .transform((value) => value || null);

export const updateOrderStatusSchema = z.object({
  id: z.uuid('Unknown order'),
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Choose a payment status' }),
  notes: multiLine()
    .trim()
    .max(ORDER_NOTES_MAX, `Notes are too long (${ORDER_NOTES_MAX.toLocaleString('en-NG')} characters at most)`)
    .optional()
    .transform((value) => value || null),
  balanceWaivedReason,
});

export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;

const calendarDay = (label: string) =>
  oneLine()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Choose the ${label} date`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), `Choose the ${label} date`);

/** The estimated delivery window an admin moves (a delay, or an earlier date agreed by phone). */
export const updateDeliveryWindowSchema = z
  .object({ id: z.uuid('Unknown order'), start: calendarDay('first'), end: calendarDay('last') })
  .refine((window) => window.end >= window.start, { message: 'The last date cannot be before the first', path: ['end'] });

export type UpdateDeliveryWindowInput = z.input<typeof updateDeliveryWindowSchema>;

export const deleteOrderSchema = z.object({ id: z.uuid('Unknown order') });

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ORDER_SEARCH_MAX = 100;

/** The list's filters, from the URL: anything malformed falls back to "all" rather than failing the page. */
export const adminOrderFiltersSchema = z.object({
  q: searchParam(ORDER_SEARCH_MAX),
  status: z.preprocess(firstValue, z.enum(ORDER_STATUSES)).optional().catch(undefined),
  payment: z.preprocess(firstValue, z.enum(PAYMENT_STATUSES)).optional().catch(undefined),
  // attention=1: only the orders whose money waits on an admin (src/server/payments/needs-attention.ts).
  attention: z.preprocess((value) => firstValue(value) === '1', z.boolean()),
  // samples=1: only sample orders, of fabric and finish swatches alone (docs/decisions/0059-fabric-samples.md).
  samples: z.preprocess((value) => firstValue(value) === '1', z.boolean()),
  // channel=showroom: where the order was made (docs/decisions/0065-selling-in-the-showroom.md).
  channel: z.preprocess(firstValue, z.enum(ORDER_CHANNELS)).optional().catch(undefined),
  // from=2026-11-01&to=2026-11-30: placed on these Lagos days, both included (a Reports period's orders).
  from: z.preprocess(firstValue, calendarDay('first')).optional().catch(undefined),
  to: z.preprocess(firstValue, calendarDay('last')).optional().catch(undefined),
});

/** The columns the list sorts by: when placed (the default, newest first) and the order's total. */
export const ADMIN_ORDER_SORTS = ['created', 'total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const adminOrderListParamsSchema = adminOrderFiltersSchema.extend({
  sort: z.preprocess(firstValue, z.enum(ADMIN_ORDER_SORTS)).catch('created'),
  // Both columns first sort high to low: the newest orders, the largest totals.
  dir: z.preprocess(firstValue, z.enum(['asc', 'desc'])).catch('desc'),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;
export type AdminOrderListParams = z.output<typeof adminOrderListParamsSchema>;

/**
 * Where the live list last looked: the newest order's created_at, in UTC with microseconds
 * (PostgreSQL's precision; a JavaScript Date would round it and see the same order again).
 */
export const ORDER_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const newOrdersParamsSchema = z.object({
  after: oneLine().regex(ORDER_CURSOR_PATTERN, 'Invalid cursor'),
});
