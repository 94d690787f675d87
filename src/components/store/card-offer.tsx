import type { ProductCardData } from '@/server/catalog/product-reads';
import { formatNaira } from '@/lib/money';
import { Price } from './price';
import { Swatch } from './swatch';

/** A card's price: "From ₦X" when its variants differ in price, else the price (and the sale price struck through). */
export function CardPrice({ product, className }: { product: ProductCardData; className?: string }) {
  return product.fromPriceKobo === undefined ? (
    <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className={className} />
  ) : (
    <span className={`font-semibold text-foreground tabular-nums ${className ?? ''}`}>From {formatNaira(product.fromPriceKobo)}</span>
  );
}

/** How a piece is offered, on its card: its first option's first two values (swatches, or names for sizes) and how many more. */
export function CardSwatches({ choice }: { choice: ProductCardData['choice'] }) {
  if (!choice?.swatches.length) return null;
  return (
    <span className="card-swatches">
      {choice.swatches.map(({ value, ...look }) =>
        'imageUrl' in look || 'colour' in look ? (
          <Swatch key={value} look={look} className="size-4" />
        ) : (
          <span key={value} aria-hidden="true" className="card-chip">
            {value}
          </span>
        ),
      )}
      {choice.more > 0 ? <span aria-hidden="true">+{choice.more}</span> : null}
      <span className="sr-only">
        {choice.swatches.map(({ value }) => value).join(', ')}
        {choice.more > 0 ? ` and ${choice.more} more` : ''}
      </span>
    </span>
  );
}
