'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { deleteProductSchema } from '@/lib/schemas/product';
import { deleteUnusedProductFiles, imageUrlsOf } from '../admin-product-writes';

/**
 * Deletes a product, then its stored pictures (main, thumbnail, additional) once the row is
 * gone. Order lines keep their product name and price (their product_id is set to null).
 */
export const deleteProductAction = defineAction(
  { name: 'deleteProduct', schema: deleteProductSchema, authorize: permitted('products.write'), fallbackError: 'Failed to delete product.' },
  async ({ id }) => {
    const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({
      name: products.name,
      imageUrl: products.imageUrl,
      thumbnailUrl: products.thumbnailUrl,
      additionalImages: products.additionalImages,
    });
    if (!deleted) throw new ActionError('This product no longer exists.');
    invalidateStorefront();
    await deleteUnusedProductFiles(imageUrlsOf(deleted));
    return { id, name: deleted.name };
  },
);
