import 'server-only';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { products, productVariants, stockLocations, stockTransferLines, stockTransfers, type STOCK_TRANSFER_STATUSES } from '@/server/db/schema';
import { pageWindow } from '@/server/db/page-window';
import { requirePermission } from '@/server/auth/permissions';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { firstValue, searchParam } from '@/lib/schemas/fields';
import { PRODUCT_LIMITS } from '@/lib/schemas/product-fields';
import type { StockPiece } from './location-reads';

// The back office's read of stock transfers (docs/decisions/0064-stock-locations.md): newest first,
// each with where it left and where it goes, who sent and received it, and its pieces.

export const TRANSFERS_PAGE_SIZE = 50;

export type TransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

export type AdminTransfer = {
  id: string;
  from: string;
  to: string;
  status: TransferStatus;
  note: string | null;
  sentBy: string | null;
  sentAt: Date;
  receivedBy: string | null;
  receivedAt: Date | null;
  lines: (StockPiece & { quantity: number })[];
};

export type TransferPage = { rows: AdminTransfer[]; total: number; page: number; pageCount: number; pageSize: number };

/** The Transfers screen's URL: the list's page; `from` and `find` are the new transfer form's finder. */
export const transferParamsSchema = z.object({
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
  from: z.preprocess(firstValue, z.uuid().optional()).catch(undefined),
  find: searchParam(PRODUCT_LIMITS.search),
});
export type TransferParams = z.output<typeof transferParamsSchema>;

const fromLocation = alias(stockLocations, 'from_location');
const toLocation = alias(stockLocations, 'to_location');

/** One page of transfers, newest first (from the sent_at index), with their lines. */
export async function listStockTransfers(params: Pick<TransferParams, 'page'>): Promise<TransferPage> {
  await requirePermission('stock.manage');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stockTransfers);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, TRANSFERS_PAGE_SIZE);
  const transfers = await db
    .select({
      id: stockTransfers.id,
      from: fromLocation.name,
      to: toLocation.name,
      status: stockTransfers.status,
      note: stockTransfers.note,
      sentBy: stockTransfers.sentBy,
      sentAt: stockTransfers.sentAt,
      receivedBy: stockTransfers.receivedBy,
      receivedAt: stockTransfers.receivedAt,
    })
    .from(stockTransfers)
    .innerJoin(fromLocation, eq(fromLocation.id, stockTransfers.fromLocationId))
    .innerJoin(toLocation, eq(toLocation.id, stockTransfers.toLocationId))
    .orderBy(desc(stockTransfers.sentAt), desc(stockTransfers.id))
    .limit(pageSize)
    .offset(offset);
  const lines =
    transfers.length === 0
      ? []
      : await db
          .select({
            transferId: stockTransferLines.transferId,
            variantId: stockTransferLines.variantId,
            quantity: stockTransferLines.quantity,
            productName: products.name,
            option1: productVariants.option1,
            option2: productVariants.option2,
            option3: productVariants.option3,
            sku: productVariants.sku,
          })
          .from(stockTransferLines)
          .innerJoin(productVariants, eq(productVariants.id, stockTransferLines.variantId))
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(stockTransferLines.transferId, transfers.map((transfer) => transfer.id)))
          .orderBy(asc(products.name), asc(productVariants.position));
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.transferId, [...(linesOf.get(line.transferId) ?? []), line]);
  const rows = transfers.map((transfer) => ({
    ...transfer,
    lines: (linesOf.get(transfer.id) ?? []).map(({ variantId, productName, option1, option2, option3, sku, quantity }) => ({
      variantId,
      productName,
      variant: variantLabel([option1, option2, option3]),
      sku,
      quantity,
    })),
  }));
  return { rows, total, page, pageCount, pageSize };
}
