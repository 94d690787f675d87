import 'server-only';
import type { Transaction } from '@/server/db/client';
import { blogPosts, faqs, heroSlides, portfolioItems, products, websiteSettings } from '@/server/db/schema';
import { hashString } from './images/svg';
import { DEMO_PRODUCTS } from './catalog/products';
import type { SeedProduct } from './catalog/types';
import { BLOG_POSTS } from './content/blog';
import { FAQS, HERO_SLIDES } from './content/home';
import { PORTFOLIO } from './content/portfolio';
import type { SeedMedia } from './media';
import { DEMO_PAYMENT_SETTINGS } from './settings';
import { colourOffer, saveVariants, type ProductOffer } from '@/server/catalog/variant-writes';
import { COLOUR_OPTION } from '@/lib/catalog/variant-rules';
import { saveMeasuredRule } from '@/server/catalog/measured-writes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const kobo = (naira: number) => naira * 100;

/** Creation dates spread over about eight weeks, in a stable shuffled order, so 'Newest' means something. */
function productDates(now: Date) {
  const order = [...DEMO_PRODUCTS].sort((a, b) => hashString(a.sku) - hashString(b.sku));
  return new Map(order.map((p, i) => [p.sku, new Date(now.getTime() - (i * 30 + (hashString(p.sku) % 20)) * HOUR)]));
}

/** Sofas, beds, tables and consoles need two people to carry; the rest travel as parcels. */
const LARGE_PIECE_CATEGORIES = new Set<SeedProduct['category']>(['sofas', 'beds', 'tables', 'consoles']);

function productRow(product: SeedProduct, media: SeedMedia, createdAt: Date): typeof products.$inferInsert {
  const images = media.products.get(product.sku);
  if (!images) throw new Error(`No seed images for ${product.sku}`);
  return {
    name: product.name,
    sku: product.sku,
    description: product.description,
    category: product.category,
    subcategory: product.subcategory ?? null,
    priceKobo: kobo(product.price),
    discountPriceKobo: product.discount === undefined ? null : kobo(product.discount),
    ...images,
    colorVariants: product.colours ?? [],
    status: product.status ?? 'active',
    featured: product.featured ?? false,
    tags: product.tags,
    deliveryClass: LARGE_PIECE_CATEGORIES.has(product.category) ? 'large' : 'parcel',
    leadTimeMinDays: product.leadTimeDays?.[0] ?? null,
    leadTimeMaxDays: product.leadTimeDays?.[1] ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

type OfferedValue = NonNullable<SeedProduct['offered']>[number]['values'][number];

/**
 * A demo piece's options and variants: its sizes or fabrics (each value's surcharge on the price and
 * sale price, and its lead time if it is made to order) and colours, every combination with the
 * piece's listed stock, so each can be bought.
 */
function seedOffer(product: SeedProduct): ProductOffer {
  const colours = product.colours ?? [];
  if (!product.offered) return colourOffer(colours, () => product.stock, { sku: product.sku, stock: product.stock });
  const options = [...product.offered, ...(colours.length ? [{ name: COLOUR_OPTION, values: colours.map((colour): OfferedValue => [colour, 0]) }] : [])];
  const combos = options.reduce<OfferedValue[][]>((acc, option) => acc.flatMap((combo) => option.values.map((value) => [...combo, value])), [[]]);
  return {
    options: options.map((option) => ({ name: option.name, values: option.values.map(([value]) => ({ value, swatchImageUrl: null })) })),
    variants: combos.map((combo, index) => {
      const surcharge = kobo(combo.reduce((sum, [, extra]) => sum + extra, 0));
      const leadTime = combo.find(([, , days]) => days)?.[2];
      return {
        values: combo.map(([value]) => value),
        sku: `${product.sku}-${index + 1}`,
        priceKobo: kobo(product.price) + surcharge,
        discountPriceKobo: product.discount ? kobo(product.discount) + surcharge : null,
        stockQuantity: product.stock,
        imageUrl: null,
        leadTimeMinDays: leadTime?.[0] ?? null,
        leadTimeMaxDays: leadTime?.[1] ?? null,
      };
    }),
  };
}

/** The demo catalogue, home carousel, FAQs, blog and portfolio, and the demo bank account for transfers. */
export async function insertDemoContent(tx: Transaction, media: SeedMedia, now: Date) {
  await tx.update(websiteSettings).set(DEMO_PAYMENT_SETTINGS);
  const dates = productDates(now);
  const inserted = await tx
    .insert(products)
    .values(DEMO_PRODUCTS.map((p) => productRow(p, media, dates.get(p.sku) as Date)))
    .returning({ id: products.id, sku: products.sku });
  // Each piece's stock is held by its variants: one per colour (the demo keeps the listed count of
  // each colour, so every colour can be bought), or its single one.
  const ids = new Map(inserted.map((row) => [row.sku, row.id]));
  for (const product of DEMO_PRODUCTS) {
    await saveVariants(tx, ids.get(product.sku)!, seedOffer(product));
    const rule = product.measured;
    if (rule) {
      const liningPerMetreKobo = rule.liningPerMetreKobo === null ? null : kobo(rule.liningPerMetreKobo);
      await saveMeasuredRule(tx, ids.get(product.sku)!, { ...rule, makingPerWidthKobo: kobo(rule.makingPerWidthKobo), liningPerMetreKobo });
    }
  }
  await tx.insert(heroSlides).values(
    HERO_SLIDES.map((slide, i) => ({
      title: slide.title,
      description: slide.description,
      category: slide.category,
      imageUrl: media.slides.get(slide.category) as string,
      active: true,
      displayOrder: i,
    })),
  );
  await tx.insert(faqs).values(FAQS.map((faq, i) => ({ ...faq, published: faq.published ?? true, displayOrder: i })));
  await tx.insert(blogPosts).values(
    BLOG_POSTS.map((post) => {
      const publishedAt = post.publishedDaysAgo === null ? null : new Date(now.getTime() - post.publishedDaysAgo * DAY);
      const createdAt = new Date((publishedAt ?? now).getTime() - 2 * DAY);
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        category: post.category,
        imageUrl: media.posts.get(post.slug) ?? null,
        status: publishedAt ? ('published' as const) : ('draft' as const),
        featured: post.featured ?? false,
        publishedAt,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await tx.insert(portfolioItems).values(
    PORTFOLIO.map((project, i) => {
      const createdAt = new Date(now.getTime() - (i * 11 + 3) * DAY);
      const images = media.portfolio[i];
      return {
        title: project.title,
        description: project.description,
        category: project.category,
        coverImageUrl: images?.cover ?? null,
        images: images?.images ?? [],
        status: project.published ? ('published' as const) : ('draft' as const),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
