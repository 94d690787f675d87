// Prepares a private store's database (tests/e2e/support/private-store.ts) for tests/e2e/product-options.spec.ts:
// the demo shop, plus a sofa sold in Size x Fabric (docs/decisions/0053-variants-are-the-unit-of-sale.md)
// whose pictures and fabric swatches are the demo's own pictures. 3-seater / Linen is sold out; no Corner
// is made; 3-seater / Velvet is made to order in 21-35 days. Prints the sofa's id, its velvet 3-seater's id and picture.
import { and, eq, isNotNull } from 'drizzle-orm';
import { closeDatabase, db, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { products, productVariants } from '@/server/db/schema';
import { seedDatabase } from '../../../seed';
import { newProduct } from '../../helpers/factories';
import { runFixture } from './fixture-script';

export type OptionsFixture = { sofaId: string; velvetId: string; velvetPicture: string };

runFixture(async (): Promise<OptionsFixture> => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true });
  const pictures = await db
    .select({ image: products.imageUrl, thumbnail: products.thumbnailUrl })
    .from(products)
    .where(and(eq(products.category, 'sofas'), isNotNull(products.imageUrl), isNotNull(products.thumbnailUrl)))
    .limit(3);
  const [main, velvet, linen] = pictures.map((picture) => ({ image: picture.image!, thumbnail: picture.thumbnail! }));
  const own = { priceKobo: null, discountPriceKobo: null, imageUrl: null };
  const sofa = await newProduct({
    name: 'Yaba Modular Sofa',
    category: 'sofas',
    priceKobo: 950_000_00,
    imageUrl: main!.image,
    thumbnailUrl: main!.thumbnail,
    description: 'A low modular sofa on a solid iroko base, in two sizes and two fabrics.',
    offer: {
      options: [
        { name: 'Size', values: ['2-seater', '3-seater', 'Corner'].map((value) => ({ value, swatchImageUrl: null })) },
        {
          name: 'Fabric',
          values: [
            { value: 'Linen', swatchImageUrl: linen!.thumbnail },
            { value: 'Velvet', swatchImageUrl: velvet!.thumbnail },
          ],
        },
      ],
      variants: [
        { ...own, values: ['2-seater', 'Linen'], sku: 'YAB-2-LIN', stockQuantity: 4 },
        { ...own, values: ['2-seater', 'Velvet'], sku: 'YAB-2-VEL', priceKobo: 1_050_000_00, stockQuantity: 2 },
        { ...own, values: ['3-seater', 'Linen'], sku: 'YAB-3-LIN', priceKobo: 1_150_000_00, stockQuantity: 0 },
        { ...own, values: ['3-seater', 'Velvet'], sku: 'YAB-3-VEL', priceKobo: 1_250_000_00, discountPriceKobo: 1_190_000_00, stockQuantity: 3, imageUrl: velvet!.image, leadTimeMinDays: 21, leadTimeMaxDays: 35 },
      ],
    },
  });
  const [velvetSeater] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, 'YAB-3-VEL'));
  await closeDatabase();
  return { sofaId: sofa.id, velvetId: velvetSeater!.id, velvetPicture: velvet!.image };
});
