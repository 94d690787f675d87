'use server';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockCountSchema } from '@/lib/schemas/stock';
import { giveToLocation, recordStockMovements, takeFromLocation, type StockMovement } from '@/server/catalog/variant-stock';
import { recordAudit } from '@/server/audit/record-audit';
import { STOCK_COUNT_REASON_LABELS } from '@/lib/catalog/stock-movements';
import { heldAt, lockLocation, lockVariantsForStock } from '../stock-locks';

export type CountedStock = { changed: number };

/**
 * Records a stock count at a location: each counted number becomes the location's count, and each
 * difference is kept in the variant's history with the reason given (damaged, found, sold offline).
 */
export const countStockAction = defineAction<typeof stockCountSchema, SessionUser, CountedStock>(
  { name: 'countStock', schema: stockCountSchema, authorize: permitted('stock.manage'), fallbackError: 'Failed to save the count.', refreshes: 'storefront' },
  async ({ locationId, lines, reason }) =>
    db.transaction(async (tx) => {
      const variants = await lockVariantsForStock(tx, lines.map((line) => line.variantId));
      const location = await lockLocation(tx, locationId);
      if (!location) throw new ActionError('This location no longer exists.');
      if (variants.size !== lines.length) throw new ActionError('A piece on this count no longer exists. Reload and count again.');
      const held = await heldAt(tx, location.id, [...variants.keys()]);
      const moves: StockMovement[] = [];
      const counted: { piece: string; sku: string | null; before: number; counted: number }[] = [];
      for (const line of lines) {
        const variant = variants.get(line.variantId.toLowerCase())!;
        const before = held.get(variant.id) ?? 0;
        if (before === line.counted) continue;
        const move =
          line.counted < before
            ? await takeFromLocation(tx, variant.id, location.id, before - line.counted, reason)
            : await giveToLocation(tx, variant.id, location.id, line.counted - before, reason);
        if (move) moves.push(move);
        counted.push({ piece: variant.name, sku: variant.sku, before, counted: line.counted });
      }
      await recordStockMovements(tx, moves);
      if (counted.length > 0) {
        await recordAudit(tx, {
          entityType: 'stock_count',
          entityId: location.id,
          label: `Stock count at ${location.name}`,
          action: 'stock_counted',
          details: { reason: STOCK_COUNT_REASON_LABELS[reason], lines: counted },
        });
      }
      return { changed: counted.length };
    }),
);
