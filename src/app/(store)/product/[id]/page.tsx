import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { AddToCartButton } from '@/components/store/add-to-cart-button';
import { isOptimizableImage, PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { PagePlaceholder } from '@/components/store/page-placeholder';
import { Price } from '@/components/store/price';
import { categoryLabel } from '@/components/store/product-card';
import { Badge } from '@/components/ui/badge';
import { getActiveProduct } from '@/server/catalog/queries';

// A first product page: image, name, price, description and Add to Cart. The gallery,
// quantity stepper and related products come with the storefront issue.

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const product = await getActiveProduct(id).catch(() => null);
  return { title: product?.name ?? 'Product not found' };
}

export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await getActiveProduct(id);
  if (!product) {
    return (
      <PagePlaceholder
        eyebrow="Shop"
        title="Product not found"
        text="This piece may have sold out or moved. There is plenty more to discover."
        action={{ href: '/shop', label: 'Back to Shop' }}
      />
    );
  }

  const image = product.fullImageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  const unitPriceKobo = product.discountPriceKobo ?? product.priceKobo;
  return (
    <div className="container-page py-8 md:py-14">
      <Link
        href="/shop"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Shop
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-14">
        <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-sand">
          <Image
            src={image}
            alt={product.fullImageUrl ? product.name : ''}
            fill
            preload
            sizes="(min-width: 768px) 50vw, 100vw"
            unoptimized={!isOptimizableImage(image)}
            className="object-cover"
          />
          {product.discountPriceKobo !== null ? (
            <Badge variant="accent" className="absolute top-4 left-4">
              Sale
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-col gap-5 md:py-6">
          <p className="eyebrow">{categoryLabel(product.category)}</p>
          <h1 className="text-4xl leading-tight font-medium md:text-5xl">{product.name}</h1>
          <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-xl" />
          {product.description ? (
            <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{product.description}</p>
          ) : null}
          <AddToCartButton
            product={{
              id: product.id,
              name: product.name,
              imageUrl: product.imageUrl,
              category: product.category,
              stockQuantity: product.stockQuantity,
              unitPriceKobo,
            }}
          />
        </div>
      </div>
    </div>
  );
}
