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
    options: [],
    variants: [],
    tags: '',
    status: 'active',
    featured: false,
    deliveryClass: 'parcel',
    leadTimeMinDays: '',
    leadTimeMaxDays: '',
    ...fields,
  };
}

/** The form's options and variant rows for a piece sold in these colours, each with its stock (strings, as typed). */
export function colourVariantsInput(stock: Record<string, string>): Pick<ProductFormInput, 'options' | 'variants'> {
  const colours = Object.keys(stock);
  return {
    options: [{ name: 'Colour', values: colours.map((value) => ({ value, swatchImageUrl: '' })) }],
    variants: colours.map((colour) => ({ id: '', values: [colour], sku: '', price: '', discountPrice: '', stock: stock[colour]!, imageUrl: '' })),
  };
}
