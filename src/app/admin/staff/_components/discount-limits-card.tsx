'use client';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrorsOf, useAction } from '@/components/use-action';
import { STAFF_ROLE_LABELS, roleCan } from '@/lib/staff-roles';
import { updateDiscountLimitsAction } from '@/server/pos/actions/update-discount-limits';
import type { DiscountLimit } from '@/server/pos/discount-limit-reads';

/**
 * "Showroom discount limits": how much of a sale each role that sells may take off by hand on the Sell
 * screen, in percent. 0 lets the role give none; a discount code is not limited by this.
 */
export function DiscountLimitsCard({ limits }: { limits: readonly DiscountLimit[] }) {
  const id = useId();
  const sellers = limits.filter((limit) => roleCan(limit.role, 'pos.sell'));
  const [values, setValues] = useState(() => sellers.map((limit) => String(limit.maxPercent)));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const { run, pending } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await run(
      updateDiscountLimitsAction,
      { limits: sellers.map((limit, index) => ({ role: limit.role, maxPercent: values[index] ?? '' })) },
      { failed: 'Failed to save the discount limits.', success: 'Discount limits saved', refused: 'Error' },
    );
    const fields = answer.ok ? {} : fieldErrorsOf(answer);
    setErrors(sellers.map((_, index) => fields[`limits.${index}.maxPercent`]?.[0]));
  }

  return (
    <SettingsCard
      title="Showroom discount limits"
      description="The most each role may take off a showroom sale by hand on the Sell screen, in percent of the sale. 0 allows no manual discount."
    >
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
        <div className="grid gap-4 sm:grid-cols-3">
          {sellers.map((limit, index) => {
            const inputId = `${id}-${limit.role}`;
            return (
              <FormField key={limit.role} inputId={inputId} label={`${STAFF_ROLE_LABELS[limit.role]} (%)`} error={errors[index]}>
                <Input
                  id={inputId}
                  value={values[index] ?? ''}
                  onChange={(event) => setValues((current) => current.map((value, at) => (at === index ? event.target.value : value)))}
                  inputMode="numeric"
                  autoComplete="off"
                  className="tabular-nums"
                  {...fieldAria(inputId, { error: errors[index] })}
                />
              </FormField>
            );
          })}
        </div>
        <Button type="submit" className="self-start" disabled={pending}>
          {pending ? <Spinner label="Saving the limits…" /> : null}
          Save limits
        </Button>
      </form>
    </SettingsCard>
  );
}
