'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { categories } from '@/server/db/schema';
import { categorySchema, type CategoryFieldRefusal } from '@/lib/schemas/category';
import { checkHsCode, checkParent, categorySlugs } from './category-rules';
import { resolveSlug, retryOnSlugClash } from '@/server/db/unique-slug';
import { recordAudit } from '@/server/audit/record-audit';
import { categoryAuditColumns, categoryLabel } from '../catalog-audit';

export type SavedCategory = { id: string; name: string; slug: string };

export const createCategoryAction = defineAction<typeof categorySchema, SessionUser, SavedCategory, CategoryFieldRefusal>(
  { name: 'createCategory', schema: categorySchema, authorize: permitted('products.write'), fallbackError: 'Failed to create category.', refreshes: 'storefront' },
  async (input) => {
    const saved = await retryOnSlugClash(categorySlugs, input.slug, () =>
      db.transaction(async (tx) => {
        await checkParent(tx, { parentId: input.parentId });
        await checkHsCode(tx, input.hsCode);
        const slug = await resolveSlug(tx, categorySlugs, { typed: input.slug, from: input.name });
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            slug,
            description: input.description,
            bannerImageUrl: input.bannerImageUrl,
            displayOrder: input.displayOrder,
            parentId: input.parentId,
            hsCode: input.hsCode,
            taxProductCategory: input.taxProductCategory,
          })
          .returning({ id: categories.id, ...categoryAuditColumns });
        const { id, ...after } = row!;
        await recordAudit(tx, { entityType: 'category', entityId: id, label: categoryLabel(after.name), action: 'create', before: null, after });
        return { id, name: after.name, slug: after.slug };
      }),
    );
    return saved;
  },
);
