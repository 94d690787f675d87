import type { Metadata, ResolvingMetadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { JsonLd } from '@/components/store/json-ld';
import { WhatsAppIcon } from '@/components/store/brand-icons';
import { Badge } from '@/components/ui/badge';
import { AlertTriangleIcon } from '@/components/ui/icons/alert-triangle';
import { Swatch } from '@/components/store/swatch';
import { valueSwatch } from '@/lib/catalog/swatch-colour';
import { categoryLabel } from '@/lib/category-label';
import { ProductDelivery } from '@/app/(store)/product/[id]/_components/product-delivery';
import { ProductGallery } from '@/app/(store)/product/[id]/_components/product-gallery';
import { ProductPurchase } from '@/app/(store)/product/[id]/_components/product-purchase';
import { RelatedProducts, RelatedProductsSkeleton } from '@/app/(store)/product/[id]/_components/related-products';
import { SaveHeart } from '@/components/store/saved/save-heart';
import { MeasuredOrder } from '@/app/(store)/product/[id]/_components/measured-order';
import { SwatchLinks } from '@/app/(store)/product/[id]/_components/swatch-links';
import { loadSwatchSettings } from '@/server/catalog/swatch-reads';
import { loadMeasureVisitSettings, visitTerms } from '@/server/catalog/measure-visit-reads';
import { MeasureVisitOffer } from '@/app/(store)/product/[id]/_components/measure-visit-offer';
import { SoldOutNotice } from '@/app/(store)/product/[id]/_components/sold-out-notice';
import { ChosenPrice, ChosenSku, VariantChoice } from '@/app/(store)/product/[id]/_components/variant-choice';
import type { DeliveryRules } from '@/lib/delivery/price';
import { productJsonLd } from '@/lib/seo/json-ld';
import { withReviews } from '@/lib/seo/review-json-ld';
import { productReviewViewSchema } from '@/lib/schemas/review';
import { ProductReviews } from '@/app/(store)/product/[id]/_components/product-reviews';
import { loadProductReviewsOrNone } from '@/server/reviews/product-review-reads';
import { getProductPageData, listRelatedProducts, type ProductPageData } from '@/server/catalog/product-page-reads';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { logger } from '@/server/logger';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { siteUrl } from '@/server/site-url';
import { unitPrice, variantLabel } from '@/lib/catalog/variant-rules';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A failed read is logged and thrown: error.tsx shows 'Failed to load product details.' and
 * the 'Product not found' screen (docs/product.md section 8) with status 500, so no cache keeps it.
 */
async function load(id: string) {
  try {
    return await getProductPageData(id);
  } catch (error) {
    logger.error({ err: error, id }, 'Failed to load product details');
    throw error;
  }
}

/** The rules the delivery estimate needs; when they cannot be read the page shows without it. */
async function loadEstimateRules(): Promise<DeliveryRules | null> {
  try {
    const { zones, freeDeliveryThresholdKobo, pickup } = await loadDeliveryRules();
    return { zones, freeDeliveryThresholdKobo, pickup };
  } catch (error) {
    logger.error({ err: error }, 'Failed to load delivery rules for the product page');
    return null;
  }
}

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  await connection();
  const { id } = await params;
  const product = await load(id).catch(() => null);
  if (!product) return { title: 'Product not found', robots: { index: false } };
  const description = product.description?.slice(0, 300) ?? `${product.name} from our ${categoryLabel(product.category)} collection.`;
  const image = product.images[0];
  const inherited = (await parent).openGraph;
  return {
    title: product.name,
    description,
    alternates: { canonical: `/product/${product.id}` },
    openGraph: {
      ...(inherited?.siteName ? { siteName: inherited.siteName } : {}),
      ...(inherited?.locale ? { locale: inherited.locale } : {}),
      type: 'website',
      title: product.name,
      description,
      url: `/product/${product.id}`,
      ...(image ? { images: [{ url: image, alt: product.name }] } : {}),
    },
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const product = await load(id);
  // Before any Suspense boundary, so the response really is a 404.
  if (!product) notFound();

  const [settings, deliveryRules, reviews, swatchSettings, visitSettings] = await Promise.all([
    loadStoreSettings(),
    loadEstimateRules(),
    loadProductReviewsOrNone(product.id, productReviewViewSchema.parse(await searchParams)),
    loadSwatchSettings(),
    product.measured ? loadMeasureVisitSettings() : null,
  ]);
  const visits = visitSettings ? visitTerms(visitSettings) : null;
  // The page opens on the first variant in stock (VariantChoice), so its price is the one shown and sold.
  const opening = product.variants.find((variant) => variant.stockQuantity > 0) ?? product.variants[0] ?? product;
  const unitPriceKobo = opening.discountPriceKobo ?? opening.priceKobo;
  const productUrl = siteUrl(`/product/${product.id}`);
  const categoryName = product.categoryName ?? categoryLabel(product.category);
  const categoryHref = `/shop?category=${encodeURIComponent(product.category)}`;
  const jsonLd = withReviews(productJsonLd({
    name: product.name,
    description: product.description,
    images: product.images.map((src) => siteUrl(src)),
    sku: product.sku,
    priceKobo: unitPriceKobo,
    inStock: product.stockQuantity > 0,
    url: productUrl,
  }), reviews);

  return (
    <>
      <JsonLd data={jsonLd} />
      <div className="container-page pt-6 pb-14 md:pt-10 md:pb-24">
        <nav aria-label="Breadcrumb" className="mb-5 md:mb-8">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <li>
              <Link href="/shop" className="inline-flex min-h-11 items-center hover:text-foreground">
                Shop
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link href={categoryHref} className="inline-flex min-h-11 items-center hover:text-foreground">
                {categoryName}
              </Link>
            </li>
            <li aria-hidden="true" className="hidden sm:block">
              /
            </li>
            <li aria-current="page" className="hidden truncate text-foreground sm:block">
              {product.name}
            </li>
          </ol>
        </nav>
        <VariantChoice options={product.options} variants={product.variants}>
        <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
          <ProductGallery
            images={product.images}
            name={product.name}
            badges={
              <>
                {product.discountPriceKobo !== null ? <Badge variant="accent">Sale</Badge> : null}
                {product.stockQuantity === 0 ? <Badge variant="default">Sold-out</Badge> : null}
              </>
            }
          />
          <div className="flex flex-col gap-6 md:sticky md:top-28 md:self-start md:py-2">
            <div className="flex flex-col gap-3">
              <Link href={categoryHref} className="eyebrow self-start hover:text-foreground">
                {categoryName}
              </Link>
              <h1 className="text-[2.1rem] leading-[1.1] font-medium md:text-5xl">{product.name}</h1>
              <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
                <div className="flex items-baseline gap-2">
                  <ChosenPrice priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-xl md:text-2xl" />
                  {product.measured ? <span className="text-sm text-muted-foreground">a metre of fabric</span> : null}
                </div>
                <SaveHeart id={product.id} name={product.name} look="page" />
              </div>
            </div>
            {product.description ? (
              <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{product.description}</p>
            ) : null}
            <ProductPurchase
              product={{
                id: product.id,
                name: product.name,
                imageUrl: product.thumbnailUrl ?? product.images[0] ?? null,
                category: product.category,
                stockQuantity: product.stockQuantity,
                unitPriceKobo,
              }}
              swatches={product.options.map((option) =>
                option.values.map(({ value, swatchImageUrl }) => {
                  const swatch = valueSwatch(option.name, value, swatchImageUrl);
                  return swatch ? <Swatch key={value} look={swatch} className="size-8" /> : null;
                }),
              )}
              madeToOrder={product.leadTimeMinDays !== null}
              enquiry={settings.whatsappNumber ? { whatsappNumber: settings.whatsappNumber, productUrl, icon: <WhatsAppIcon className="size-5" /> } : null}
              lowStockIcon={<AlertTriangleIcon className="size-4" />}
              soldOutNotice={<SoldOutNotice productId={product.id} name={product.name} madeToOrder={product.leadTimeMinDays !== null} />}
              measured={product.measured ? <>
                    <MeasuredOrder
                      rule={product.measured}
                      piece={{ id: product.id, name: product.name, category: product.category, imageUrl: product.thumbnailUrl ?? product.images[0] ?? null }}
                      fabricPrices={Object.fromEntries(product.variants.map((variant) => [variantLabel(variant.values) ?? '', unitPrice(variant)]))}
                    />
                    {visits ? <MeasureVisitOffer productId={product.id} terms={visits} /> : null}
                  </> : null}
            >
              <ProductDelivery
                rules={deliveryRules}
                depositPercent={product.depositPercent}
                variants={product.variants}
                piece={{
                  deliveryClass: product.deliveryClass,
                  leadTimeMinDays: product.leadTimeMinDays,
                  leadTimeMaxDays: product.leadTimeMaxDays,
                  unitPriceKobo,
                }}
              />
              <SwatchLinks productId={product.id} options={product.options} settings={swatchSettings} />
            </ProductPurchase>
            {/* Quotes for custom pieces (docs/product.md): the form opens with this piece named. */}
            <Link
              href={`/quote?product=${product.id}`}
              className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
            >
              Request a custom version
            </Link>
            {/* A question for the shop's inbox (docs/decisions/0081-one-inbox.md), on a page of its own. */}
            <Link
              href={`/product/${product.id}/ask`}
              className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
            >
              Ask about this piece
            </Link>
            {product.sku || product.variants.some((variant) => variant.sku) ? (
              <dl className="flex gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
                <dt>SKU</dt>
                <dd className="font-medium text-foreground">
                  <ChosenSku sku={product.sku} />
                </dd>
              </dl>
            ) : null}
          </div>
        </div>
        </VariantChoice>
      </div>
      <ProductReviews productId={product.id} data={reviews} />
      <Suspense fallback={<RelatedProductsSkeleton />}>
        <Related product={product} />
      </Suspense>
    </>
  );
}

async function Related({ product }: { product: ProductPageData }) {
  // Related products are extra: if they fail to load, the section is left out.
  const related = await listRelatedProducts(product).catch((error: unknown) => {
    logger.error({ err: error, id: product.id }, 'Failed to load related products');
    return [];
  });
  return <RelatedProducts products={related} />;
}
