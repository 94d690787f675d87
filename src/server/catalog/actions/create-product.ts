'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { keepDepositWithTerms, productFormSchema } from '@/lib/schemas/product';
import { splitMeasuredRule } from '@/lib/schemas/product-measured';
import { saveMeasuredRule } from '../measured-writes';
import { recordAudit } from '@/server/audit/record-audit';
import { assertCategoryExists, assertKnownHsCode, assertRoomToFeature, offerFromForm, refusalFor, type ProductRefusal } from '../product-writes';
import { productAuditColumns, productLabel } from '../catalog-audit';
import { saveVariants } from '../variant-writes';
import { variantStockOf } from '../variant-reads';

/** The product form in create mode (/admin/products/new). */
export const createProductAction = defineAction<typeof productFormSchema, SessionUser, { id: string }, ProductRefusal>(
  { name: 'createProduct', schema: productFormSchema, authorize: permitted('products.write'), fallbackError: 'Failed to create product.', refreshes: 'storefront' },
  async (values) => {
    const { price, discountPrice, stockQuantity, stockQuantityRead, cost, options, variants, ...fields } = values;
    const { rule, rest } = splitMeasuredRule(fields);
    try {
      const id = await db.transaction(async (tx) => {
        // A new featured product counts against its category's limit like any other.
        if (values.featured) await assertRoomToFeature(tx, values.category, null);
        else await assertCategoryExists(tx, values.category);
        await assertKnownHsCode(tx, values.hsCode);
        const [row] = await tx
          .insert(products)
          .values({ ...keepDepositWithTerms(rest), priceKobo: price, discountPriceKobo: discountPrice })
          .returning({ id: products.id });
        const created = row!.id;
        await saveVariants(tx, created, offerFromForm({ sku: values.sku, stockQuantity, stockQuantityRead, cost, options, variants }));
        await saveMeasuredRule(tx, created, rule);
        const [after] = await tx.select(productAuditColumns).from(products).where(eq(products.id, created));
        const savedStock = await variantStockOf(tx, created);
        await recordAudit(tx, { entityType: 'product', entityId: created, label: productLabel(after!.name), action: 'create', before: null, after: { ...after, variantStock: savedStock } });
        return created;
      });
      return { id };
    } catch (error) {
      throw refusalFor(error, values.sku);
    }
  },
);
