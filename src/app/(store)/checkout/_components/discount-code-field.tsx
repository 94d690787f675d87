'use client';
import { useId, useState } from 'react';
import { StoreButton } from '@/components/store/store-button';
import { StoreInput } from '@/components/store/store-field';
import { FieldMessages, fieldAria } from '@/components/ui/field-messages';
import { Spinner } from '@/components/ui/spinner';
import { DISCOUNT_CODE_MAX } from '@/lib/schemas/checkout';

/**
 * Checkout's "Discount code" with Apply, or, once one applies, the code with Remove (one code per
 * order). `onApply` answers null when the code applies, else why not; `problem` is why an applied
 * code stopped applying (the cart changed, or it ended), as the latest delivery price says.
 */
export function DiscountCodeField({
  applied,
  problem,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  problem: string | null;
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError('Enter a discount code.');
      return;
    }
    setBusy(true);
    const refusal = await onApply(typed).catch(() => 'Could not check that code right now. Please try again.');
    setBusy(false);
    setError(refusal ?? undefined);
    if (!refusal) setCode('');
  }

  if (applied) {
    return (
      <div className="flex flex-col gap-2" data-testid="discount-applied">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm">
            Code <span className="font-mono font-semibold">{applied}</span> {problem ? 'does not apply' : 'applied'}
          </p>
          <StoreButton variant="subtle" size="sm" className="min-h-11" onClick={onRemove} disabled={disabled}>
            Remove
          </StoreButton>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={apply} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <StoreInput
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={DISCOUNT_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
          {...fieldAria(inputId, { error })}
        />
        <StoreButton type="submit" variant="subtle" className="min-h-11 shrink-0" disabled={disabled || busy} aria-busy={busy}>
          {busy ? <Spinner label="Checking the code" /> : null}
          Apply
        </StoreButton>
      </div>
      <FieldMessages inputId={inputId} error={error} />
    </form>
  );
}
