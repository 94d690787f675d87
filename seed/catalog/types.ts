import 'server-only';
import type { ProductStatus } from '@/lib/constants';
import type { ProductArt } from '../images/product-art';
import type { MeasuredRule } from '@/lib/catalog/measured-price';

/** One demo product as written in the catalogue files; prices in whole naira for readability. */
export type SeedProduct = {
  sku: string;
  name: string;
  category: 'sofas' | 'beds' | 'chairs' | 'tables' | 'consoles' | 'curtains' | 'accessories';
  subcategory?: string;
  price: number;
  discount?: number;
  stock: number;
  /** Colour variants offered; the first is the one pictured. */
  colours?: string[];
  /**
   * Also offered in sizes or fabrics: each value adds its surcharge (naira, 0 for the base) to the
   * price and sale price, and may be made to order in its own lead time ([min, max] days); the
   * variants are every combination, with the colours last.
   */
  offered?: { name: string; values: [value: string, surcharge: number, leadTimeDays?: [number, number]][] }[];
  /** The colour pictured when the product has no variants (a swatch name). */
  finish?: string;
  tags: string[];
  featured?: boolean;
  status?: Exclude<ProductStatus, 'active'>;
  /** Made to order: [min, max] calendar days before it can leave the workshop. */
  leadTimeDays?: [number, number];
  /** Adds a close-up to the gallery of a product without colour variants. */
  closeUp?: boolean;
  art: ProductArt;
  description: string;
  /**
   * Made to measure (docs/decisions/0058-made-to-measure.md): the price is per metre of fabric, and the
   * rule's money is in whole naira here like the rest of the file.
   */
  measured?: MeasuredRule;
};

/** The swatch the main picture is drawn in. */
export function pictured(product: SeedProduct) {
  return product.colours?.[0] ?? product.finish ?? 'Sand';
}
