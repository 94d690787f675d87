'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { setVariantStockSchema } from '@/lib/schemas/product';
import { pieceName } from '@/lib/catalog/piece-name';
import { recordAudit } from '@/server/audit/record-audit';
import { movedCountsRefusal, SINCE_OPENED, type MovedCountsDetails } from '@/server/stock/stock-moved';
import { productLabel } from '../catalog-audit';
import { variantStockOf, liveVariantsOf } from '../variant-reads';
import { changeOnlineStock, recordStockMovements, type StockMovement } from '@/server/stock/variant-stock';

/**
 * The products list's stock editor: changes each variant's stock without opening the form, by the
 * difference between the count the list showed and the one typed (docs/decisions/0068-stock-changes-by-difference.md);
 * a count that moved since refuses the save. Each change is kept in the variant's history as changed by
 * hand, and in Activity with the counts before and after.
 */
export const setVariantStockAction = defineAction<typeof setVariantStockSchema, SessionUser, { stockQuantity: number }, MovedCountsDetails>(
  { name: 'setVariantStock', schema: setVariantStockSchema, authorize: permitted('products.write'), fallbackError: 'Failed to update the stock.', refreshes: 'storefront' },
  async ({ productId, stock }) =>
    db.transaction(async (tx) => {
      // The product row first, as every writer of its stock locks it (docs/decisions/0053-variants-are-the-unit-of-sale.md).
      const [product] = await tx.select({ name: products.name, stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, productId)).for('update');
      if (!product) throw new ActionError('This product no longer exists.');
      const live = new Map((await liveVariantsOf(tx, [productId])).map((variant) => [variant.id, variant]));
      if (stock.some((row) => !live.has(row.variantId.toLowerCase()))) throw new ActionError('This product’s variants have changed. Reload the list and try again.');
      // A count left as it was read is not touched, even when it has moved since.
      const changed = stock.flatMap((row, index) => (row.stockQuantity === row.stockRead ? [] : [{ ...row, index, variant: live.get(row.variantId.toLowerCase())! }]));
      const moved = changed.filter(({ variant, stockRead }) => variant.stockQuantity !== stockRead);
      if (moved.length > 0) {
        throw await movedCountsRefusal(
          tx,
          { online: true },
          SINCE_OPENED,
          moved.map(({ variant, stockRead, index }) => ({
            variantId: variant.id,
            piece: pieceName(product.name, [variant.option1, variant.option2, variant.option3]),
            read: stockRead,
            now: variant.stockQuantity,
            field: `stock.${index}.stockQuantity`,
            readField: `stock.${index}.stockRead`,
          })),
        );
      }
      const before = { stockQuantity: product.stockQuantity, variantStock: await variantStockOf(tx, productId) };

      const moves: StockMovement[] = [];
      for (const { variant, stockRead, stockQuantity } of changed) moves.push(...(await changeOnlineStock(tx, variant.id, stockQuantity - stockRead, 'edit')));
      await recordStockMovements(tx, moves);

      const [after] = await tx.select({ stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, productId));
      await recordAudit(tx, {
        entityType: 'product',
        entityId: productId,
        label: productLabel(product.name),
        action: 'update',
        before,
        after: { stockQuantity: after!.stockQuantity, variantStock: await variantStockOf(tx, productId) },
      });
      return { stockQuantity: after!.stockQuantity };
    }),
);
