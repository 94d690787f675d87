'use server';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockTransferLines, stockTransfers } from '@/server/db/schema';
import { sendTransferSchema } from '@/lib/schemas/stock';
import { recordStockMovements, takeFromLocation, type StockMovement } from '@/server/stock/variant-stock';
import { recordAudit } from '@/server/audit/record-audit';
import { heldAt, lockLocation, lockVariantsForStock } from '../stock-locks';

/**
 * Sends stock from one location to another: the units leave the first now and are on the road until the
 * other receives them (src/server/stock/actions/receive-transfer.ts). All lines go, or none.
 */
export const sendTransferAction = defineAction<typeof sendTransferSchema, SessionUser, { id: string }>(
  { name: 'sendTransfer', schema: sendTransferSchema, authorize: permitted('stock.manage'), fallbackError: 'Failed to send the transfer.', refreshes: 'storefront' },
  async ({ fromLocationId, toLocationId, lines, note }, staff) =>
    db.transaction(async (tx) => {
      const variants = await lockVariantsForStock(tx, lines.map((line) => line.variantId));
      const from = await lockLocation(tx, fromLocationId);
      const to = await lockLocation(tx, toLocationId);
      if (!from || !to) throw new ActionError('One of these locations no longer exists.');
      const held = await heldAt(tx, from.id, [...variants.keys()]);
      const moves: StockMovement[] = [];
      for (const line of lines) {
        const variant = variants.get(line.variantId.toLowerCase());
        if (!variant) throw new ActionError('A piece on this transfer no longer exists. Remove it and send again.');
        const taken = await takeFromLocation(tx, variant.id, from.id, line.quantity, 'transfer_sent');
        if (!taken) throw new ActionError(`${from.name} holds ${held.get(variant.id) ?? 0} of ${variant.name}, fewer than ${line.quantity}.`);
        moves.push(taken);
      }
      const [transfer] = await tx.insert(stockTransfers).values({ fromLocationId: from.id, toLocationId: to.id, note, sentBy: staff.name }).returning({ id: stockTransfers.id });
      await tx.insert(stockTransferLines).values(lines.map((line) => ({ transferId: transfer!.id, variantId: line.variantId.toLowerCase(), quantity: line.quantity })));
      await recordStockMovements(tx, moves);
      await recordAudit(tx, {
        entityType: 'stock_transfer',
        entityId: transfer!.id,
        label: `Transfer ${from.name} → ${to.name}`,
        action: 'transfer_sent',
        details: { lines: lines.map((line) => ({ piece: variants.get(line.variantId.toLowerCase())!.name, quantity: line.quantity })), note },
      });
      return { id: transfer!.id };
    }),
);
