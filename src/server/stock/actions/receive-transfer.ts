'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockLocations, stockTransferLines, stockTransfers } from '@/server/db/schema';
import { receiveTransferSchema } from '@/lib/schemas/stock';
import { giveToLocation, recordStockMovements, type StockMovement } from '@/server/stock/variant-stock';
import { recordAudit } from '@/server/audit/record-audit';
import { lockVariantsForStock } from '../stock-locks';

/** Receives a transfer on the road: its units join the stock of the location it was sent to, once. */
export const receiveTransferAction = defineAction<typeof receiveTransferSchema, SessionUser, { id: string }>(
  { name: 'receiveTransfer', schema: receiveTransferSchema, authorize: permitted('stock.manage'), fallbackError: 'Failed to receive the transfer.', refreshes: 'storefront' },
  async ({ id }, staff) =>
    db.transaction(async (tx) => {
      const lines = await tx.select().from(stockTransferLines).where(eq(stockTransferLines.transferId, id));
      const variants = await lockVariantsForStock(tx, lines.map((line) => line.variantId));
      const [transfer] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, id)).for('update');
      if (!transfer) throw new ActionError('This transfer no longer exists.');
      if (transfer.status === 'received') throw new ActionError('This transfer was already received.');
      const [to] = await tx.select({ name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, transfer.toLocationId));
      const moves: StockMovement[] = [];
      for (const line of lines) {
        const given = await giveToLocation(tx, line.variantId, transfer.toLocationId, line.quantity, 'transfer_received');
        if (given) moves.push(given);
      }
      await tx.update(stockTransfers).set({ status: 'received', receivedBy: staff.name, receivedAt: new Date() }).where(eq(stockTransfers.id, transfer.id));
      await recordStockMovements(tx, moves);
      await recordAudit(tx, {
        entityType: 'stock_transfer',
        entityId: transfer.id,
        label: `Transfer to ${to?.name ?? 'a location'}`,
        action: 'transfer_received',
        details: { lines: lines.map((line) => ({ piece: variants.get(line.variantId)?.name ?? line.variantId, quantity: line.quantity })) },
      });
      return { id: transfer.id };
    }),
);
