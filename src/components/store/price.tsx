import { formatNaira } from '@/lib/money';
import { clsx } from 'clsx';

/** The price a shopper pays (the discount price when there is one), the old price struck through. */
export function Price({
  priceKobo,
  discountPriceKobo,
  className,
}: {
  priceKobo: number;
  discountPriceKobo: number | null;
  className?: string;
}) {
  if (discountPriceKobo === null) {
    return <span className={clsx('font-semibold text-foreground tabular-nums', className)}>{formatNaira(priceKobo)}</span>;
  }
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className="font-semibold text-accent">
        <span className="sr-only">Sale price </span>
        {formatNaira(discountPriceKobo)}
      </span>
      <s className="text-[0.85em] text-muted-foreground">
        <span className="sr-only">Original price </span>
        {formatNaira(priceKobo)}
      </s>
    </span>
  );
}
