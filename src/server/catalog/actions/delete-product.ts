'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { deleteProductSchema } from '@/lib/schemas/product';
import { removeStoredFiles } from '@/server/media/remove-stored-file';
import { recordAudit } from '@/server/audit/record-audit';
import { imageUrlsOf } from '../product-writes';
import { productAuditColumns, productLabel } from '../catalog-audit';

/**
 * Deletes a product, then its stored pictures (main, thumbnail, additional) once the row is
 * gone. Order lines keep their product name and price (their product_id is set to null).
 */
export const deleteProductAction = defineAction(
  { name: 'deleteProduct', schema: deleteProductSchema, authorize: permitted('products.write'), fallbackError: 'Failed to delete product.', refreshes: 'storefront' },
  async ({ id }) => {
    const deleted = await db.transaction(async (tx) => {
      const [before] = await tx.delete(products).where(eq(products.id, id)).returning(productAuditColumns);
      if (!before) throw new ActionError('This product no longer exists.');
      await recordAudit(tx, { entityType: 'product', entityId: id, label: productLabel(before.name), action: 'delete', before, after: null });
      return before;
    });
    await removeStoredFiles(imageUrlsOf(deleted));
    return { id, name: deleted.name };
  },
);
