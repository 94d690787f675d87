'use client';
import { useLayoutEffect, useRef, useState } from 'react';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';
import { clsx } from 'clsx';

// The two buttons' look; each rounds its outer side.
const STEP = 'inline-flex size-12 items-center justify-center transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';

/** A whole-number quantity between min and max: minus, a typed value, plus. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  id = 'quantity',
  className,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
}) {
  // What is typed may be briefly out of range ("" while retyping); it is settled on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(Math.max(Math.trunc(n), min), Math.max(min, max));
  const input = useRef<HTMLInputElement>(null);
  // A number typed before the page's scripts ran is kept by hydration in the field: take it as the
  // quantity before anything renders again (docs/decisions/0026-every-first-tap-answers.md).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== String(value)) commit(typed);
    // Once, as the page comes alive: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function commit(text: string) {
    setDraft(null);
    const n = Number(text);
    onChange(Number.isFinite(n) && text.trim() !== '' ? clamp(n) : value);
  }

  return (
    <div className={clsx('inline-flex h-12 items-center rounded-md border border-input bg-card', className)}>
      <button
        type="button"
        aria-label="Decrease quantity"
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
        data-replay
        className={`${STEP} rounded-l-md`}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        ref={input}
        id={id}
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          const n = Number(text);
          // Spinner clicks and arrow keys land here with a valid number: apply at once.
          if (text !== '' && Number.isInteger(n) && n >= min && n <= max) {
            setDraft(null);
            onChange(n);
          } else {
            setDraft(text);
          }
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-full w-14 [appearance:textfield] border-x border-input bg-transparent text-center text-base font-semibold tabular-nums outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:opacity-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
        data-replay
        className={`${STEP} rounded-r-md`}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
