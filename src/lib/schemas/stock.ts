import '@/lib/zod-jitless';
import { z } from 'zod';
import { STOCK_COUNT_REASONS } from '@/lib/catalog/stock-movements';
import { optionalText, requiredText, wholeNumber } from './fields';

// Locations, transfers and stock counts (docs/decisions/0064-stock-locations.md), shared by the admin's
// forms and the server actions; the bounds are the database's own (src/server/db/schema/location-tables.ts).

export const STOCK_LIMITS = { name: 80, address: 300, openingHours: 200, restockDays: 60, lines: 200, quantity: 100_000, note: 500 } as const;

export const locationSchema = z.object({
  name: requiredText('Name', STOCK_LIMITS.name),
  address: optionalText('Address', STOCK_LIMITS.address, 'lines').transform((value) => value ?? ''),
  openingHours: optionalText('Opening hours', STOCK_LIMITS.openingHours).transform((value) => value ?? ''),
  pickup: z.boolean({ error: 'Choose whether shoppers may pick up here' }),
  sellsOnline: z.boolean({ error: 'Choose whether the website sells this location’s stock' }),
  restockBusinessDays: wholeNumber('Days to bring pieces here', 0, STOCK_LIMITS.restockDays, 3),
});
export type LocationInput = z.input<typeof locationSchema>;

export const updateLocationSchema = locationSchema.extend({ id: z.uuid() });
export const locationIdSchema = z.object({ id: z.uuid() });
export const moveLocationSchema = z.object({ id: z.uuid(), direction: z.enum(['up', 'down']) });

const quantity = (label: string, min: number) => wholeNumber(label, min, STOCK_LIMITS.quantity);

/** Units sent from one location to another; each variant once. */
export const sendTransferSchema = z
  .object({
    fromLocationId: z.uuid({ error: 'Choose where the stock leaves from' }),
    toLocationId: z.uuid({ error: 'Choose where the stock goes' }),
    lines: z
      .array(z.object({ variantId: z.uuid(), quantity: quantity('Quantity', 1) }))
      .min(1, 'Add at least one piece to send')
      .max(STOCK_LIMITS.lines, `A transfer holds at most ${STOCK_LIMITS.lines} pieces`)
      .refine((lines) => new Set(lines.map((line) => line.variantId.toLowerCase())).size === lines.length, 'A piece is listed twice'),
    note: optionalText('Note', STOCK_LIMITS.note, 'lines'),
  })
  .refine((transfer) => transfer.fromLocationId.toLowerCase() !== transfer.toLocationId.toLowerCase(), {
    path: ['toLocationId'],
    message: 'Choose another location to send to',
  });
export type SendTransferInput = z.input<typeof sendTransferSchema>;

export const receiveTransferSchema = z.object({ id: z.uuid() });

/**
 * What was counted at a location, each with what the location held when the piece was added to the
 * count (docs/decisions/0068-stock-changes-by-difference.md), and why the count differs from what the shop held.
 */
export const stockCountSchema = z.object({
  locationId: z.uuid(),
  lines: z
    .array(z.object({ variantId: z.uuid(), held: z.int().min(0), counted: quantity('Counted', 0) }))
    .min(1, 'Count at least one piece')
    .max(STOCK_LIMITS.lines, `A count holds at most ${STOCK_LIMITS.lines} pieces at a time`)
    .refine((lines) => new Set(lines.map((line) => line.variantId.toLowerCase())).size === lines.length, 'A piece is listed twice'),
  reason: z.enum(STOCK_COUNT_REASONS, { error: 'Choose why the count differs' }),
});
export type StockCountInput = z.input<typeof stockCountSchema>;

/** Moves an order's units of one variant from one location to another before dispatch. */
export const moveOrderStockSchema = z
  .object({ orderId: z.uuid(), variantId: z.uuid(), fromLocationId: z.uuid(), toLocationId: z.uuid({ error: 'Choose a location' }) })
  .refine((move) => move.fromLocationId.toLowerCase() !== move.toLocationId.toLowerCase(), { path: ['toLocationId'], message: 'Choose another location' });
