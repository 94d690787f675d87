'use client';
import { useId, useState } from 'react';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { BUSINESS_NAME_MAX } from '@/lib/schemas/business-buyer';

// "Buying for a business?": the business name and TIN a B2B e-invoice names (src/lib/schemas/business-buyer.ts),
// at checkout, on the Sell screen and on a draft order. Closed until asked for, so a consumer passes it by;
// it opens itself when one of its fields has a problem, so the message is seen.

/** What a field's input takes from its form: a value and change handler, or react-hook-form's register(). */
type InputProps = Omit<React.ComponentProps<'input'>, 'id' | 'className'>;

/** The business as a form holds it while typed; both empty for a person. */
export type BusinessAsTyped = { name: string; tin: string };

/** The two inputs bound to a business held in a screen's state (the Sell screen's, a new draft's). */
export function businessInputs(business: BusinessAsTyped, onChange: (business: BusinessAsTyped) => void): { name: InputProps; tin: InputProps } {
  const input = (field: keyof BusinessAsTyped) => ({ value: business[field], onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...business, [field]: event.target.value }) });
  return { name: input('name'), tin: input('tin') };
}

export function BusinessBuyerFields({
  name,
  tin,
  errors,
  startOpen = false,
  ids,
  className,
}: {
  name: InputProps;
  tin: InputProps;
  errors: { name?: string; tin?: string };
  /** Open from the start: it already holds what was typed. */
  startOpen?: boolean;
  /** The inputs' ids, where the form finds a refused field by id (the storefront form kit). */
  ids?: { name: string; tin: string };
  className?: string;
}) {
  const id = useId();
  const nameId = ids?.name ?? `${id}-name`;
  const tinId = ids?.tin ?? `${id}-tin`;
  const [open, setOpen] = useState(startOpen);
  // Opened during render when a problem arrives (not in an effect), so a form can focus the field next frame.
  const problem = errors.name ?? errors.tin;
  const [shownProblem, setShownProblem] = useState(problem);
  if (problem !== shownProblem) {
    setShownProblem(problem);
    if (problem) setOpen(true);
  }

  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={cn('@container rounded-lg border border-border', className)}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-1 px-4 py-2 text-sm font-semibold">
        Buying for a business? <span className="font-normal text-muted-foreground">(for a VAT invoice)</span>
      </summary>
      {/* Side by side where the form is wide enough for both, whatever the screen (the Sell screen's column is narrow). */}
      <div className="grid gap-4 border-t border-border p-4 @md:grid-cols-2">
        <p className="text-sm text-muted-foreground @md:col-span-2">The invoice names the business and its Tax Identification Number (TIN). Leave both empty to buy as a person.</p>
        <FormField inputId={nameId} label="Business name" error={errors.name}>
          <Input id={nameId} autoComplete="organization" maxLength={BUSINESS_NAME_MAX} {...fieldAria(nameId, { error: errors.name })} {...name} />
        </FormField>
        <FormField inputId={tinId} label="TIN" hint="e.g. 12345678-0001" error={errors.tin}>
          <Input id={tinId} autoComplete="off" spellCheck={false} {...fieldAria(tinId, { hint: true, error: errors.tin })} {...tin} />
        </FormField>
      </div>
    </details>
  );
}
