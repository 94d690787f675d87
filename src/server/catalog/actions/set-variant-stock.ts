'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products, productVariants } from '@/server/db/schema';
import { setVariantStockSchema } from '@/lib/schemas/product';
import { recordAudit } from '@/server/audit/record-audit';
import { productLabel } from '../catalog-audit';
import { variantStockOf, liveVariantsOf } from '../variant-reads';
import { recordStockMovements, type StockMovement } from '../variant-stock';

/**
 * The products list's stock editor: sets each variant's stock without opening the form. Each change
 * is kept in the variant's history as changed by hand, and in Activity with the counts before and after.
 */
export const setVariantStockAction = defineAction<typeof setVariantStockSchema, SessionUser, { stockQuantity: number }>(
  { name: 'setVariantStock', schema: setVariantStockSchema, authorize: permitted('products.write'), fallbackError: 'Failed to update the stock.', refreshes: 'storefront' },
  async ({ productId, stock }) =>
    db.transaction(async (tx) => {
      // The product row first, as every writer of its stock locks it (docs/decisions/0053-variants-are-the-unit-of-sale.md).
      const [product] = await tx.select({ name: products.name, stockQuantity: products.stockQuantity }).from(products).where(eq(products.id, productId)).for('update');
      if (!product) throw new ActionError('This product no longer exists.');
      const live = new Map((await liveVariantsOf(tx, [productId])).map((variant) => [variant.id, variant]));
      if (stock.some((row) => !live.has(row.variantId.toLowerCase()))) throw new ActionError('This product’s variants have changed. Reload the list and try again.');
      const before = { stockQuantity: product.stockQuantity, variantStock: await variantStockOf(tx, productId) };

      const moves: StockMovement[] = [];
      for (const { variantId, stockQuantity } of stock) {
        const variant = live.get(variantId.toLowerCase())!;
        if (variant.stockQuantity === stockQuantity) continue;
        await tx.update(productVariants).set({ stockQuantity }).where(eq(productVariants.id, variant.id));
        moves.push({ variantId: variant.id, productId, change: stockQuantity - variant.stockQuantity, stockAfter: stockQuantity, reason: 'edit' });
      }
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
