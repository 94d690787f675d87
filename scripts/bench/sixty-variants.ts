import { and, eq, isNotNull } from 'drizzle-orm';
import { openPglite } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { saveVariants, type VariantInput } from '@/server/catalog/variant-writes';

// The product page of a piece in 60 variants (issue budget: it keeps the product page's Lighthouse,
// first-load JS and first-tap budgets): Size x Fabric x Colour, 5 x 4 x 3, each with its own SKU,
// price and stock, one in three sold out. Written into the bench's seeded database (in `dataDir`) while
// no store holds it, and closed again.

const SIZES: [string, number][] = [
  ['2-seater', 0],
  ['3-seater', 150_000_00],
  ['4-seater', 280_000_00],
  ['Corner', 420_000_00],
  ['L-shape', 520_000_00],
];
const FABRICS: [string, number][] = [
  ['Linen', 0],
  ['Cotton', 40_000_00],
  ['Velvet', 180_000_00],
  ['Bouclé', 220_000_00],
];
const COLOURS = ['Sand', 'Emerald', 'Ochre'];

/** Adds the piece and gives its page's path. */
export async function addSixtyVariantPiece(dataDir: string): Promise<string> {
  const handle = openPglite(dataDir);
  try {
    return await handle.db.transaction(async (tx) => {
      const [picture] = await tx
        .select({ imageUrl: products.imageUrl, thumbnailUrl: products.thumbnailUrl })
        .from(products)
        .where(and(eq(products.category, 'sofas'), isNotNull(products.imageUrl)))
        .limit(1);
      const [piece] = await tx
        .insert(products)
        .values({
          name: 'Ikoyi Modular Sofa',
          sku: 'BENCH-60',
          category: 'sofas',
          priceKobo: 1_200_000_00,
          description: 'A modular sofa in five sizes, four fabrics and three colours: sixty variants.',
          imageUrl: picture?.imageUrl ?? null,
          thumbnailUrl: picture?.thumbnailUrl ?? null,
          deliveryClass: 'large',
        })
        .returning({ id: products.id });
      const variants: VariantInput[] = SIZES.flatMap(([size, sizeExtra], s) =>
        FABRICS.flatMap(([fabric, fabricExtra], f) =>
          COLOURS.map((colour, c) => ({
            values: [size, fabric, colour],
            sku: `BENCH-60-${s}${f}${c}`,
            priceKobo: 1_200_000_00 + sizeExtra + fabricExtra,
            discountPriceKobo: null,
            stockQuantity: (s + f + c) % 3 === 2 ? 0 : 4,
            imageUrl: null,
          })),
        ),
      );
      const values = (names: readonly string[]) => names.map((value) => ({ value, swatchImageUrl: null }));
      await saveVariants(tx, piece!.id, {
        options: [
          { name: 'Size', values: values(SIZES.map(([size]) => size)) },
          { name: 'Fabric', values: values(FABRICS.map(([fabric]) => fabric)) },
          { name: 'Colour', values: values(COLOURS) },
        ],
        variants,
      });
      return `/product/${piece!.id}`;
    });
  } finally {
    await handle.close();
  }
}
