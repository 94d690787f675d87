import type { ProductFormInput } from '@/lib/schemas/product';
import { productFormInput } from '../../helpers/product-form';
import { variantsOf } from '../../helpers/factories';
import { insertCategory, insertProduct, unique, type ActionRegistry, type QueryRegistry } from './_registry';
import { keepImportFile } from '@/server/catalog/catalogue-csv/import-files';
import { db } from '@/server/db/client';
import { catalogueImports, importPictures } from '@/server/db/schema';

/** A catalogue file kept for its import, as the Products screen's preview keeps it: one sofa in a category of its own. */
export async function keptCatalogueFile() {
  const category = await insertCategory();
  const csv = `Handle,Title,Type,Variant Price\r\nsofa-${unique()},Lekki Sofa ${unique()},${category.slug},450000\r\n`;
  return keepImportFile(new Blob([csv]).stream());
}

/** An import whose one picture could not be fetched, as the picture job leaves it. */
export async function importWithFailedPicture() {
  const product = await insertProduct();
  const [imported] = await db.insert(catalogueImports).values({ fileName: `catalogue-${unique()}.csv`, origin: 'shopify' }).returning({ id: catalogueImports.id });
  await db.insert(importPictures).values({ importId: imported!.id, productId: product.id, position: 0, url: 'https://cdn.example.invalid/sofa.png', row: 2, state: 'failed', reason: 'the server answered 404', attempts: 1 });
  return imported!.id;
}

// Valid inputs for the catalogue's admin actions (src/server/catalog/actions).

function productForm(category: string): ProductFormInput {
  return productFormInput({
    name: `Ikoyi Velvet Sofa ${unique()}`,
    description: 'A deep three-seater in green velvet.',
    category,
    price: '450000',
    stockQuantity: '4',
    tags: 'sofa, velvet',
    deliveryClass: 'large',
    leadTimeMinDays: '21',
    leadTimeMaxDays: '28',
  });
}

export const actions: ActionRegistry = {
  createCategoryAction: async () => ({ name: `Dining Chairs ${unique()}`, slug: '', description: '', displayOrder: '' }),
  updateCategoryAction: async () => {
    const category = await insertCategory();
    return { id: category.id, name: `${category.name} renamed`, slug: category.slug, description: '', displayOrder: '3' };
  },
  deleteCategoryAction: async () => ({ id: (await insertCategory()).id }),
  createProductAction: async () => productForm((await insertCategory()).slug),
  updateProductAction: async () => {
    const product = await insertProduct();
    return { ...productForm(product.category), id: product.id };
  },
  deleteProductAction: async () => ({ id: (await insertProduct()).id }),
  setProductFeaturedAction: async () => ({ id: (await insertProduct()).id, featured: true }),
  importCatalogueAction: async () => ({ token: await keptCatalogueFile(), fileName: 'catalogue.csv' }),
  fetchPicturesAgainAction: async () => ({ importId: await importWithFailedPicture() }),
  setVariantStockAction: async () => {
    const product = await insertProduct();
    const [variant] = await variantsOf(product.id);
    return { productId: product.id, stock: [{ variantId: variant!.id, stockRead: variant!.stockQuantity, stockQuantity: '9' }] };
  },
};

export const queries: QueryRegistry = {
  listAdminProducts: async () => [{ q: '', sort: 'created', page: 1 }],
  getAdminProduct: async () => [(await insertProduct()).id],
  listStockHistory: async () => [(await insertProduct()).id],
};
