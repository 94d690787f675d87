'use server';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockCountSchema } from '@/lib/schemas/stock';
import { giveToLocation, recordStockMovements, takeFromLocation, type StockMovement } from '@/server/stock/variant-stock';
import { recordAudit } from '@/server/audit/record-audit';
import { STOCK_COUNT_REASON_LABELS } from '@/lib/catalog/stock-movements';
import { heldAt, lockLocation, lockVariantsForStock } from '../stock-locks';
import { movedCountsRefusal, type MovedCountsDetails } from '../stock-moved';

export type CountedStock = { changed: number };

/** How a count's refusal says when it read what the location held. */
const SINCE_ADDED = 'since it was added to this count';

/**
 * Records a stock count at a location: each counted number becomes the location's count, and each
 * difference is kept in the variant's history with the reason given (damaged, found, sold offline).
 * A line whose count the location no longer holds as it did when the line was added refuses the count,
 * with what moved it (docs/decisions/0068-stock-changes-by-difference.md): the difference counted is from
 * what was held then.
 */
export const countStockAction = defineAction<typeof stockCountSchema, SessionUser, CountedStock, MovedCountsDetails>(
  { name: 'countStock', schema: stockCountSchema, authorize: permitted('stock.manage'), fallbackError: 'Failed to save the count.', refreshes: 'storefront' },
  async ({ locationId, lines, reason }) =>
    db.transaction(async (tx) => {
      const variants = await lockVariantsForStock(tx, lines.map((line) => line.variantId));
      const location = await lockLocation(tx, locationId);
      if (!location) throw new ActionError('This location no longer exists.');
      if (variants.size !== lines.length) throw new ActionError('A piece on this count no longer exists. Reload and count again.');
      const held = await heldAt(tx, location.id, [...variants.keys()]);
      const heldNow = (variantId: string) => held.get(variants.get(variantId.toLowerCase())!.id) ?? 0;
      // A line that finds what it read changes nothing, even when the location's count has moved since.
      const moved = lines.flatMap((line, index) => (line.counted !== line.held && heldNow(line.variantId) !== line.held ? [{ line, index }] : []));
      if (moved.length > 0) {
        throw await movedCountsRefusal(
          tx,
          { locationId: location.id },
          SINCE_ADDED,
          moved.map(({ line, index }) => {
            const variant = variants.get(line.variantId.toLowerCase())!;
            return { variantId: variant.id, piece: variant.name, read: line.held, now: heldNow(line.variantId), field: `lines.${index}.counted`, readField: `lines.${index}.held` };
          }),
        );
      }
      const moves: StockMovement[] = [];
      const counted: { piece: string; sku: string | null; before: number; counted: number }[] = [];
      for (const { variantId, held: before, counted: after } of lines) {
        if (before === after) continue;
        const variant = variants.get(variantId.toLowerCase())!;
        const move =
          after < before
            ? await takeFromLocation(tx, variant.id, location.id, before - after, reason)
            : await giveToLocation(tx, variant.id, location.id, after - before, reason);
        if (move) moves.push(move);
        counted.push({ piece: variant.name, sku: variant.sku, before, counted: after });
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
