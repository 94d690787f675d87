import { offersSwatchesOf, orderSwatchLabel, swatchHref, type SwatchSettings } from '@/lib/catalog/swatch';
import { formatNaira } from '@/lib/money';

/**
 * "Order a free swatch: Velvet · Linen", a row of links per option the shop offers swatches of
 * (docs/decisions/0059-fabric-samples.md). Drawn by the server with no script: each link opens the cart,
 * which adds the swatch (src/app/(store)/cart/page.tsx).
 */
export function SwatchLinks({
  productId,
  options,
  settings,
}: {
  productId: string;
  options: readonly { name: string; values: readonly { value: string }[] }[];
  settings: Pick<SwatchSettings, 'options' | 'priceKobo'>;
}) {
  const offered = options.filter((option) => option.values.length > 0 && offersSwatchesOf(settings.options, option.name));
  if (offered.length === 0) return null;
  const label = orderSwatchLabel(settings.priceKobo);
  const nameOf = (value: string) => (settings.priceKobo === 0 ? `Order a free swatch of ${value}` : `Order a swatch of ${value}, ${formatNaira(settings.priceKobo)}`);
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-sand/60 px-4 py-2 text-sm">
      {offered.map((option) => (
        <p key={option.name} className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium">
            {label}
            {offered.length > 1 ? ` (${option.name.toLocaleLowerCase('en')})` : ''}:
          </span>
          {option.values.map(({ value }, index) => (
            <span key={value} className="inline-flex items-center gap-x-2">
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              <a
                href={swatchHref(productId, { option: option.name, value })}
                aria-label={nameOf(value)}
                className="inline-flex min-h-11 items-center underline decoration-brass underline-offset-4 hover:decoration-foreground"
              >
                {value}
              </a>
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
