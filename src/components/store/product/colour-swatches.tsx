import { swatchColour } from './swatch-colour';

/** The product's first two colour variants, as swatches with their names (spec section 3). */
export function ColourSwatches({ colours }: { colours: string[] }) {
  const shown = colours.slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">
        {colours.length === 1 ? 'Colour' : 'Colours'}
        {colours.length > 2 ? <span className="font-normal text-muted-foreground"> · {colours.length} available</span> : null}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-3">
        {shown.map((name) => {
          const colour = swatchColour(name);
          return (
            <li key={name} className="flex items-center gap-2.5 text-sm">
              <span
                aria-hidden="true"
                className="size-8 rounded-full border border-foreground/15 shadow-[inset_0_0_0_3px_var(--color-background)] ring-1 ring-border"
                style={{ background: colour ?? 'repeating-linear-gradient(45deg, #e4dacb 0 4px, #faf7f2 4px 8px)' }}
              />
              {name}
            </li>
          );
        })}
      </ul>
      {colours.length > 1 ? (
        <p className="text-xs text-muted-foreground">Tell us the colour you would like in the order notes at checkout.</p>
      ) : null}
    </div>
  );
}
