import type { ProductFormInput } from '@/lib/schemas/product';

/**
 * The back office's product form as the browser sends it: strings, '' for every empty field; a
 * test names what matters to it.
 */
export function productFormInput(fields: Pick<ProductFormInput, 'name' | 'category' | 'price'> & Partial<ProductFormInput>): ProductFormInput {
  return {
    sku: '',
    description: '',
    subcategory: '',
    discountPrice: '',
    stockQuantity: '',
    imageUrl: '',
    thumbnailUrl: '',
    additionalImages: [],
    colorVariants: [],
    tags: '',
    status: 'active',
    featured: false,
    deliveryClass: 'parcel',
    leadTimeMinDays: '',
    leadTimeMaxDays: '',
    ...fields,
  };
}
