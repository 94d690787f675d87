'use server';
import { count, eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { categories, heroSlides, products } from '@/server/db/schema';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { deleteCategorySchema, isLinkedCategory } from '@/lib/schemas/category';
import { plural } from './category-rules';
import { recordAudit } from '@/server/audit/record-audit';
import { categoryAuditColumns, categoryLabel } from '../catalog-audit';

/**
 * Deletes a category nothing depends on. Refused, saying why, while products or hero slides
 * use its slug, while it has subcategories, or when the site links to it. The row is locked
 * first, so a product cannot be added to it between the count and the delete.
 */
export const deleteCategoryAction = defineAction<typeof deleteCategorySchema, SessionUser, { id: string }>(
  { name: 'deleteCategory', schema: deleteCategorySchema, authorize: permitted('products.write'), fallbackError: 'Failed to delete category.', refreshes: 'storefront' },
  async ({ id }) => {
    const banner = await db.transaction(async (tx) => {
      const [category] = await tx
        .select(categoryAuditColumns)
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!category) throw new ActionError('This category no longer exists. Reload the page.');
      const { name, slug } = category;
      if (isLinkedCategory(slug)) {
        throw new ActionError(`${name} cannot be deleted: the home page and footer link to it. You can rename it instead.`);
      }
      const [used] = await tx.select({ n: count() }).from(products).where(eq(products.category, slug));
      const [slides] = await tx.select({ n: count() }).from(heroSlides).where(eq(heroSlides.category, slug));
      const children = await tx.select({ name: categories.name }).from(categories).where(eq(categories.parentId, id)).orderBy(categories.name);
      const productCount = used?.n ?? 0;
      if (productCount > 0) {
        throw new ActionError(
          `${name} still has ${plural(productCount, 'product', 'products')}. Move ${productCount === 1 ? 'it' : 'them'} to another category or delete ${productCount === 1 ? 'it' : 'them'} first.`,
        );
      }
      if (children.length > 0) {
        throw new ActionError(
          `${name} has ${plural(children.length, 'subcategory', 'subcategories')} (${children.map((c) => c.name).join(', ')}). Move ${children.length === 1 ? 'it' : 'them'} to another parent or delete ${children.length === 1 ? 'it' : 'them'} first.`,
        );
      }
      const slideCount = slides?.n ?? 0;
      if (slideCount > 0) {
        throw new ActionError(`${plural(slideCount, 'hero slide shows', 'hero slides show')} ${name}. Change or delete ${slideCount === 1 ? 'it' : 'them'} first.`);
      }
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, { entityType: 'category', entityId: id, label: categoryLabel(name), action: 'delete', before: category, after: null });
      return category.bannerImageUrl;
    });
    await removeStoredFile(banner);
    return { id };
  },
);
