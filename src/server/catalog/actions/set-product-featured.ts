'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { setProductFeaturedSchema } from '@/lib/schemas/product';
import { recordAudit } from '@/server/audit/record-audit';
import { assertRoomToFeature, type ProductRefusal } from '../product-writes';
import { productLabel } from '../catalog-audit';

/**
 * The list's featured switch. Featuring checks the category's limit with the category row
 * locked (see assertRoomToFeature); unfeaturing is always allowed.
 */
export const setProductFeaturedAction = defineAction<
  typeof setProductFeaturedSchema,
  SessionUser,
  { id: string; featured: boolean },
  ProductRefusal
>(
  { name: 'setProductFeatured', schema: setProductFeaturedSchema, authorize: permitted('products.write'), fallbackError: 'Failed to update product.', refreshes: 'storefront' },
  async ({ id, featured }) => {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ name: products.name, category: products.category, featured: products.featured })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!product) throw new ActionError<ProductRefusal>('This product no longer exists.');
      if (product.featured === featured) return;
      if (featured) await assertRoomToFeature(tx, product.category, id);
      await tx.update(products).set({ featured }).where(eq(products.id, id));
      await recordAudit(tx, {
        entityType: 'product',
        entityId: id,
        label: productLabel(product.name),
        action: 'update',
        before: { featured: product.featured },
        after: { featured },
      });
    });
    return { id, featured };
  },
);
