import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productOptions, productOptionValues, products, productVariants } from '@/server/db/schema';
import { valueSwatch, type SwatchLook } from '@/lib/catalog/swatch-colour';

// Storefront reads of the catalogue. Shoppers only ever see active products (docs/architecture.md
// section 5), so every query here filters on status = 'active' itself.

/** What a product card needs, and nothing more. */
export type ProductCardData = {
  id: string;
  name: string;
  category: string;
  priceKobo: number;
  discountPriceKobo: number | null;
  imageUrl: string | null;
  stockQuantity: number;
  // Both absent rather than null: /shop's HTML carries its 24 cards' fields (its budget, npm run bench).
  /** The lowest price a shopper pays among its variants, when they are not all one price ("From ₦X"). */
  fromPriceKobo?: number;
  /** How it is offered, when it has options: the first option's first two values as swatches, and how many more. */
  choice?: { swatches: CardSwatch[]; more?: number };
  /** Its approved reviews' count and stars' sum, only when it has any (src/server/reviews/review-counts.ts). */
  rating?: { count: number; sum: number };
};

/** A value on a card: its swatch (valueSwatch), or its name alone (sizes). */
export type CardSwatch = { value: string } & (SwatchLook | object);

// One subquery per listed product on each of its variants (product_variants_product_position_idx) and on its
// first option's values (product_options_position_unique, product_option_values_option_position_idx), so a
// page of 24 stays fast with 200,000 variants. A variant without a price of its own sells at the product's
// (variantPrice, src/lib/catalog/variant-rules.ts): the same rule, in SQL.
// The listed product's columns are named with their table: drizzle writes a lone table's columns bare,
// and inside these subqueries a bare "id" would be the variant's or the option's.
const outer = (column: string) => sql`${sql.identifier('products')}.${sql.identifier(column)}`;
const variantUnitPrice = sql`case when v.price_kobo is null then coalesce(${outer('discount_price_kobo')}, ${outer('price_kobo')})
  else coalesce(v.discount_price_kobo, v.price_kobo) end`;
const fromPrice = sql<number | null>`(
  select case when min(${variantUnitPrice}) < max(${variantUnitPrice}) then min(${variantUnitPrice}) end
  from ${productVariants} v where v.product_id = ${outer('id')} and v.archived_at is null)`.mapWith((kobo) =>
  kobo === null ? null : Number(kobo),
);
type FirstOption = { name: string; count: number; values: { value: string; image: string | null }[] };
const firstOption = sql<FirstOption | null>`(
  select json_build_object(
    'name', o.name,
    'count', (select count(*) from ${productOptionValues} c where c.option_id = o.id),
    'values', (select coalesce(json_agg(json_build_object('value', v.value, 'image', v.swatch_image_url) order by v.position), '[]')
      from (select value, swatch_image_url, position from ${productOptionValues} where option_id = o.id order by position, id limit 2) v))
  from ${productOptions} o where o.product_id = ${outer('id')} and o.position = 1)`;

/** The columns a card is built from; pass the selected row to `toCard`. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceKobo: products.priceKobo,
  discountPriceKobo: products.discountPriceKobo,
  imageUrl: products.imageUrl,
  thumbnailUrl: products.thumbnailUrl,
  stockQuantity: products.stockQuantity,
  fromPriceKobo: fromPrice,
  firstOption,
  reviewCount: products.reviewCount,
  reviewRatingSum: products.reviewRatingSum,
};

type CardRow = Omit<ProductCardData, 'imageUrl' | 'rating' | 'choice' | 'fromPriceKobo'> & {
  fromPriceKobo: number | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  firstOption: FirstOption | null;
  reviewCount: number;
  reviewRatingSum: number;
};

/** The first option as a card shows it: a swatch per value (a bare name for sizes), only when there is a choice. */
function cardChoice(option: FirstOption): NonNullable<ProductCardData['choice']> {
  // A single value is no choice: nothing to show.
  if (Number(option.count) < 2) return { swatches: [] };
  const swatches = option.values.map(({ value, image }): CardSwatch => ({ value, ...valueSwatch(option.name, value, image) }));
  const more = Number(option.count) - swatches.length;
  // Each of /shop's 24 tiles repeats its fields in the page's payload: none that says nothing.
  return more > 0 ? { swatches, more } : { swatches };
}

export function toCard({ thumbnailUrl, imageUrl, fromPriceKobo, firstOption, reviewCount, reviewRatingSum, ...row }: CardRow): ProductCardData {
  // Cards show the lighter thumbnail when there is one; a piece without reviews sends no rating at all.
  return {
    ...row,
    imageUrl: thumbnailUrl ?? imageUrl,
    ...(fromPriceKobo === null ? {} : { fromPriceKobo }),
    ...(firstOption ? { choice: cardChoice(firstOption) } : {}),
    ...(reviewCount > 0 ? { rating: { count: reviewCount, sum: reviewRatingSum } } : {}),
  };
}

export type ProductDetail = ProductCardData & {
  description: string | null;
  fullImageUrl: string | null;
  additionalImages: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active product by id, or null (also for an id that is not a UUID, which is a 404, not a 500). */
export async function getActiveProduct(id: string): Promise<ProductDetail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      additionalImages: products.additionalImages,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { description, additionalImages, ...card } = row;
  return { ...toCard(card), description, fullImageUrl: card.imageUrl, additionalImages };
}
