import 'server-only';
import { categories, products } from '@/server/db/schema';

// What the activity log keeps of a product or a category (docs/decisions/0037-staff-roles-and-the-activity-log.md):
// the columns a person changes in the back office, money in kobo under the column's own name and
// pictures as their URLs. The actions select these before a change and return them after it, so
// the row records what the database really held on each side.

export const productAuditColumns = {
  name: products.name,
  sku: products.sku,
  description: products.description,
  category: products.category,
  subcategory: products.subcategory,
  priceKobo: products.priceKobo,
  discountPriceKobo: products.discountPriceKobo,
  stockQuantity: products.stockQuantity,
  status: products.status,
  featured: products.featured,
  imageUrl: products.imageUrl,
  thumbnailUrl: products.thumbnailUrl,
  additionalImages: products.additionalImages,
  colorVariants: products.colorVariants,
  tags: products.tags,
  deliveryClass: products.deliveryClass,
  leadTimeMinDays: products.leadTimeMinDays,
  leadTimeMaxDays: products.leadTimeMaxDays,
  paymentTerms: products.paymentTerms,
  depositPercent: products.depositPercent,
  hsCode: products.hsCode,
  taxProductCategory: products.taxProductCategory,
};

export const categoryAuditColumns = {
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  bannerImageUrl: categories.bannerImageUrl,
  displayOrder: categories.displayOrder,
  parentId: categories.parentId,
  hsCode: categories.hsCode,
  taxProductCategory: categories.taxProductCategory,
};

export const productLabel = (name: string) => `Product ${name}`;
export const categoryLabel = (name: string) => `Category ${name}`;
