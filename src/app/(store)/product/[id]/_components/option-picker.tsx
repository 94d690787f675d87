'use client';
import { useLayoutEffect, useRef } from 'react';
import type { PageVariant } from '@/server/catalog/product-page-reads';
import { useChoice, variantOf } from './variant-choice';

/**
 * The variant a shopper means by `value` for option `index`: the one with the other values kept, even
 * sold out (so they can ask to be told when it is back); when that combination is not made, the closest
 * that is, one in stock first.
 */
function variantFor(variants: readonly PageVariant[], current: readonly string[], index: number, value: string) {
  const wanted = current.map((kept, i) => (i === index ? value : kept));
  const exact = variantOf(variants, wanted);
  if (exact) return exact;
  let best: PageVariant | undefined;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.values[index] !== value) continue;
    const score = (variant.stockQuantity > 0 ? 10 : 0) + variant.values.filter((kept, i) => kept === wanted[i]).length;
    if (score > bestScore) [best, bestScore] = [variant, score];
  }
  return best;
}

/**
 * One group of native radios per option (one Tab stop each, arrow keys move and choose): a value with a
 * swatch (drawn on the server, `swatches[option][value]`, so the colour table stays out of this script)
 * is a chip with it, other values (sizes) are buttons. A value that is sold out or not made with the
 * other choices stays on show, marked so. The choice is written to the address (?variant=), so a shared
 * link opens the same piece; reading it back happens here once the page runs, as the page is one for all.
 */
export function OptionPicker({ swatches }: { swatches: readonly (readonly React.ReactNode[])[] }) {
  const choice = useChoice();
  const root = useRef<HTMLDivElement>(null);
  const { options = [], variants = [], chosen = null, choose } = choice ?? {};
  const current = chosen?.values ?? [];

  function pick(variant: PageVariant | undefined) {
    if (!variant || !choose) return;
    choose(variant);
    const url = new URL(location.href);
    url.searchParams.set('variant', variant.id);
    history.replaceState(history.state, '', url);
  }

  // A radio can be chosen before the page's scripts run (docs/decisions/0026-every-first-tap-answers.md):
  // hydration keeps the browser's check, which wins; otherwise the address's ?variant= is opened.
  useLayoutEffect(() => {
    const checked = [...(root.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((input) => input.value);
    const tapped = checked.findIndex((value, i) => value !== current[i]);
    if (tapped >= 0) return pick(variantFor(variants, current, tapped, checked[tapped]!));
    const asked = new URLSearchParams(location.search).get('variant');
    pick(variants.find((variant) => variant.id === asked));
    // Once, as the page comes alive: later choices go through the radios.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={root} className="flex flex-col gap-5">
      {options.map((option, index) => (
        // One picker per page, so fixed ids do; the legend names the group in its radiogroup role too.
        <fieldset key={option.name} role="radiogroup" aria-labelledby={`option-${index}-name`} className="flex min-w-0 flex-col">
          <legend id={`option-${index}-name`} className="mb-3 text-sm font-medium">
            {option.name}: {current[index]}
          </legend>
          <div className="flex flex-wrap gap-2.5">
            {option.values.map(({ value }, valueIndex) => {
              const match = variantOf(variants, current.map((kept, i) => (i === index ? value : kept)));
              const status = !match ? 'Unavailable' : match.stockQuantity > 0 ? null : 'Sold out';
              const swatch = swatches[index]?.[valueIndex];
              return (
                // The radio is invisible but covers the whole value (.option-value > input), so a tap anywhere lands on it.
                <label key={value} className={`option-value ${swatch ? 'option-chip' : 'option-button'}${status ? ' text-muted-foreground' : ''}`}>
                  <input type="radio" name={`option-${index}`} value={value} checked={current[index] === value} onChange={() => pick(variantFor(variants, current, index, value))} />
                  {swatch}
                  <span className={status ? 'line-through' : undefined}>{value}</span>
                  {status ? <span className={swatch ? 'text-xs font-normal' : 'sr-only'}>{status}</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
