'use client';
import { useId, useLayoutEffect, useRef } from 'react';
import { clsx } from 'clsx';

/**
 * The product's colours as a required choice: native radios (one Tab stop, arrow keys move
 * and choose), each named by its colour, drawn as swatch chips. The swatches (`swatches[i]`
 * for `colours[i]`) come drawn from the server, so the colour table stays out of the script. A colour
 * that is sold out stays on show, marked so (each colour has its own stock).
 */
export function ColourChoice({
  colours,
  swatches,
  soldOut,
  value,
  onChange,
  error,
  firstRadioRef,
}: {
  colours: readonly string[];
  swatches: readonly React.ReactNode[];
  /** The colours with none left, in lower case. */
  soldOut: readonly string[];
  value: string | null;
  onChange: (colour: string) => void;
  error: string | null;
  firstRadioRef: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A radio can be chosen before the page's scripts run (docs/decisions/0026-every-first-tap-answers.md);
  // hydration keeps the browser's check, so the choice is read from it before anything renders again.
  useLayoutEffect(() => {
    const chosen = fieldset.current?.querySelector<HTMLInputElement>('input:checked');
    if (chosen && chosen.value !== value) onChange(chosen.value);
    // Once, as the page comes alive: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={fieldset} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">
        Colour:{' '}
        {value ?? <span className="font-normal text-muted-foreground">choose one</span>}
      </legend>
      <div className="flex flex-wrap gap-2.5">
        {colours.map((colour, index) => (
          <label
            key={colour}
            className={clsx(
              'relative inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border bg-card py-1.5 pr-4 pl-1.5 text-sm transition-colors select-none hover:border-foreground/50',
              'has-checked:border-foreground has-checked:bg-sand has-checked:font-semibold has-checked:shadow-[inset_0_0_0_1px_var(--color-foreground)]',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              error ? 'border-destructive/60' : 'border-border',
            )}
          >
            <input
              ref={index === 0 ? firstRadioRef : undefined}
              type="radio"
              name={`${id}-colour`}
              value={colour}
              checked={value === colour}
              onChange={() => onChange(colour)}
              required
              // Read out with whichever radio takes focus after a refused Add to Cart.
              aria-describedby={error ? `${id}-error` : undefined}
              // Invisible but covering the whole chip, so a tap anywhere on it lands on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {swatches[index]}
            {colour}
            {soldOut.includes(colour.toLocaleLowerCase('en')) ? <span className="text-xs font-normal text-muted-foreground">Sold out</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
