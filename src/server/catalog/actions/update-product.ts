'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { keepDepositWithTerms, updateProductSchema } from '@/lib/schemas/product';
import { splitMeasuredRule } from '@/lib/schemas/product-measured';
import { saveMeasuredRule } from '../measured-writes';
import {
  assertCategoryExists,
  assertKnownHsCode,
  assertRoomToFeature,
  imageUrlsOf,
  offerFromForm,
  refusalFor,
  type ProductRefusal,
} from '../product-writes';
import { removeStoredFiles } from '@/server/media/remove-stored-file';
import { recordAudit } from '@/server/audit/record-audit';
import { productAuditColumns, productLabel } from '../catalog-audit';
import { saveVariants } from '../variant-writes';
import { variantStockOf } from '../variant-reads';

/**
 * The product form in edit mode. Pictures the admin removed in the form are deleted from
 * storage here, after the commit, and only once nothing uses them: a form left without
 * saving never leaves the product pointing at a deleted file.
 */
export const updateProductAction = defineAction<typeof updateProductSchema, SessionUser, { id: string }, ProductRefusal>(
  { name: 'updateProduct', schema: updateProductSchema, authorize: permitted('products.write'), fallbackError: 'Failed to update product.', refreshes: 'storefront' },
  async ({ id, price, discountPrice, stockQuantity, stockQuantityRead, cost, options, variants, variantIdsRead, ...fields }) => {
    const { rule, rest: values } = splitMeasuredRule(fields);
    let removedImages: string[] = [];
    try {
      await db.transaction(async (tx) => {
        // The product row first, then (when featuring) its category: the order every product action locks in.
        const [current] = await tx
          .select(productAuditColumns)
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!current) throw new ActionError<ProductRefusal>('This product no longer exists.');
        const stockBefore = await variantStockOf(tx, id);

        const joinsFeatured = values.featured && (!current.featured || current.category !== values.category);
        if (joinsFeatured) await assertRoomToFeature(tx, values.category, id);
        else if (current.category !== values.category) await assertCategoryExists(tx, values.category);
        if (values.hsCode !== current.hsCode) await assertKnownHsCode(tx, values.hsCode);

        await tx
          .update(products)
          .set({ ...keepDepositWithTerms(values), priceKobo: price, discountPriceKobo: discountPrice })
          .where(eq(products.id, id));
        await saveVariants(tx, id, { ...offerFromForm({ sku: values.sku, stockQuantity, stockQuantityRead, cost, options, variants }), variantIdsRead });
        await saveMeasuredRule(tx, id, rule);
        // Read after the variants: the product's stock is their sum.
        const [after] = await tx.select(productAuditColumns).from(products).where(eq(products.id, id));
        // Each colour's stock is logged with the product (its variants hold it).
        await recordAudit(tx, {
          entityType: 'product',
          entityId: id,
          label: productLabel(after!.name),
          action: 'update',
          before: { ...current, variantStock: stockBefore },
          after: { ...after, variantStock: await variantStockOf(tx, id) },
        });

        const kept = new Set(imageUrlsOf(values));
        removedImages = imageUrlsOf(current).filter((url) => !kept.has(url));
      });
    } catch (error) {
      throw refusalFor(error, values.sku);
    }
    await removeStoredFiles(removedImages);
    return { id };
  },
);
