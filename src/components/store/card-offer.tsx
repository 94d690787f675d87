import type { ProductCardData } from '@/server/catalog/product-reads';
import type { CardProduct } from './product-card';
import { formatNaira } from '@/lib/money';
import { Price } from './price';
import { Swatch } from './swatch';

/** A card's price: "From ₦X" when its variants differ in price, else the price (and the sale price struck through). */
export function CardPrice({ product, className }: { product: CardProduct; className?: string }) {
  return product.fromPriceKobo === undefined ? (
    <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo ?? null} className={className} />
  ) : (
    <span className={`font-semibold text-foreground tabular-nums ${className ?? ''}`}>From {formatNaira(product.fromPriceKobo)}</span>
  );
}

/** How a piece is offered, on its card: its first option's first two values (swatches, or names for sizes) and how many more. */
export function CardSwatches({ choice }: { choice: ProductCardData['choice'] }) {
  if (!choice?.swatches.length) return null;
  const { swatches, more } = choice;
  // One picture to a screen reader, named by the values (its parts need no aria-hidden of their own:
  // each of /shop's 24 tiles would repeat it).
  const names = swatches.map(({ value }) => value).join(', ') + (more ? ` and ${more} more` : '');
  return (
    <span role="img" aria-label={names} className="card-swatches">
      {swatches.map(({ value, ...look }) =>
        'imageUrl' in look || 'colour' in look ? (
          <Swatch key={value} look={look} />
        ) : (
          <span key={value} className="card-chip">
            {value}
          </span>
        ),
      )}
      {more ? <span>+{more}</span> : null}
    </span>
  );
}
