'use client';
import { StoreButton } from '@/components/store/store-button';
import { StoreForm, StoreFormField } from '@/components/store/form/store-form';
import { useStoreForm } from '@/components/store/form/use-store-form';
import { StoreInput } from '@/components/store/store-field';
import { Spinner } from '@/components/ui/spinner';
import { DISCOUNT_CODE_MAX } from '@/lib/schemas/checkout';

type Values = { code: string };
const checkCode = ({ code }: Values) => ({ code: code.trim() ? undefined : 'Enter a discount code.' });

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
  const form = useStoreForm<Values>({ code: '' }, checkCode);

  async function apply({ code }: Values) {
    const refusal = await onApply(code.trim()).catch(() => 'Could not check that code right now. Please try again.');
    if (refusal) form.setErrors({ code: refusal });
    else form.reset();
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
    <StoreForm form={form} onSubmit={apply}>
      <StoreFormField form={form} name="code" label="Discount code">
        <div className="flex gap-2">
          <StoreInput
            maxLength={DISCOUNT_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-w-0 flex-1 uppercase placeholder:normal-case"
            {...form.field('code')}
          />
          <StoreButton type="submit" variant="subtle" className="min-h-11 shrink-0" disabled={disabled || form.submitting} aria-busy={form.submitting}>
            {form.submitting ? <Spinner label="Checking the code" /> : null}
            Apply
          </StoreButton>
        </div>
      </StoreFormField>
    </StoreForm>
  );
}
