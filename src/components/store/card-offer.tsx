import type { ProductCardData } from '@/server/catalog/product-reads';
import { formatNaira } from '@/lib/money';
import { Price } from './price';
import { Swatch } from './swatch';

/** A card's price: "From ₦X" when its variants differ in price, else the price (and the sale price struck through). */
export function CardPrice({ product, className }: { product: ProductCardData; className?: string }) {
  return product.fromPriceKobo === null ? (
    <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className={className} />
  ) : (
    <span className={`font-semibold text-foreground tabular-nums ${className ?? ''}`}>From {formatNaira(product.fromPriceKobo)}</span>
  );
}

/** How a piece is offered, on its card: its first option's first two values (swatches, or names for sizes) and how many more. */
export function CardSwatches({ choice }: { choice: ProductCardData['choice'] }) {
  if (!choice || choice.swatches.length === 0) return null;
  return (
    <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
      {choice.swatches.map(({ value, ...look }) =>
        'imageUrl' in look || 'colour' in look ? (
          <Swatch key={value} look={look} className="size-4" />
        ) : (
          <span key={value} aria-hidden="true" className="rounded-sm border border-border px-1.5 leading-5">
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
