'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { removeStoredFile } from '@/server/media/remove-stored-file';
import { isLinkedCategory, updateCategorySchema, type CategoryFieldRefusal } from '@/lib/schemas/category';
import { checkHsCode, checkParent, fieldRefusal, categorySlugs } from './category-rules';
import { resolveSlug, retryOnSlugClash } from '@/server/db/unique-slug';
import type { SavedCategory } from './create-category';
import { recordAudit } from '@/server/audit/record-audit';
import { categoryAuditColumns, categoryLabel } from '../catalog-audit';

/**
 * Saves a category's fields. A new slug carries over to its products and hero slides (the
 * foreign keys cascade on update); a replaced banner is deleted from storage after commit.
 */
export const updateCategoryAction = defineAction<typeof updateCategorySchema, SessionUser, SavedCategory, CategoryFieldRefusal>(
  { name: 'updateCategory', schema: updateCategorySchema, authorize: permitted('products.write'), fallbackError: 'Failed to update category.', refreshes: 'storefront' },
  async (input) => {
    const { saved, oldBanner } = await retryOnSlugClash(categorySlugs, input.slug, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select(categoryAuditColumns)
          .from(categories)
          .where(eq(categories.id, input.id))
          .for('update');
        if (!current) throw new ActionError('This category no longer exists. Reload the page.');
        await checkParent(tx, { id: input.id, parentId: input.parentId });
        // A code stored before MBS's list was read stays valid until it is changed.
        if (input.hsCode !== current.hsCode) await checkHsCode(tx, input.hsCode);
        const slug = await resolveSlug(tx, categorySlugs, { typed: input.slug, from: input.name, id: input.id });
        if (slug !== current.slug && isLinkedCategory(current.slug)) {
          throw fieldRefusal('slug', `The home page and footer link to "${current.slug}", so this slug cannot change.`);
        }
        const [row] = await tx
          .update(categories)
          .set({
            name: input.name,
            slug,
            description: input.description,
            bannerImageUrl: input.bannerImageUrl,
            displayOrder: input.displayOrder,
            parentId: input.parentId,
            // Left out of the input (undefined), the stored codes stay.
            hsCode: input.hsCode,
            taxProductCategory: input.taxProductCategory,
          })
          .where(eq(categories.id, input.id))
          .returning(categoryAuditColumns);
        await recordAudit(tx, { entityType: 'category', entityId: input.id, label: categoryLabel(row!.name), action: 'update', before: current, after: row });
        return { saved: { id: input.id, name: row!.name, slug: row!.slug }, oldBanner: current.bannerImageUrl };
      }),
    );
    if (oldBanner !== input.bannerImageUrl) await removeStoredFile(oldBanner);
    return saved;
  },
);
