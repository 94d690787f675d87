'use client';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { discountLimitsSchema } from '@/lib/schemas/showroom-sale';
import { STAFF_ROLE_LABELS, roleCan } from '@/lib/staff-roles';
import { updateDiscountLimitsAction } from '@/server/pos/actions/update-discount-limits';
import type { DiscountLimit } from '@/server/pos/discount-limit-reads';

/**
 * "Showroom discount limits": how much of a sale each role that sells may take off by hand on the Sell
 * screen, in percent. 0 lets the role give none; a discount code is not limited by this.
 */
export function DiscountLimitsCard({ limits }: { limits: readonly DiscountLimit[] }) {
  const sellers = limits.filter((limit) => roleCan(limit.role, 'pos.sell'));
  const form = useAdminForm(discountLimitsSchema, { limits: sellers.map((limit) => ({ role: limit.role, maxPercent: String(limit.maxPercent) })) });
  const { Field } = form;
  const saving = form.formState.isSubmitting;

  const onSubmit = () =>
    form.send(updateDiscountLimitsAction, {
      onSaved: () => toast.success('Discount limits saved'),
      title: 'Error',
      failed: 'Failed to save the discount limits.',
    });

  return (
    <SettingsCard
      title="Showroom discount limits"
      description="The most each role may take off a showroom sale by hand on the Sell screen, in percent of the sale. 0 allows no manual discount."
    >
      <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-3">
          {sellers.map((limit, index) => (
            <Field.Text key={limit.role} name={`limits.${index}.maxPercent`} label={`${STAFF_ROLE_LABELS[limit.role]} (%)`} inputMode="numeric" className="tabular-nums" />
          ))}
        </div>
        <Button type="submit" className="self-start" disabled={saving}>
          {saving ? <Spinner label="Saving the limits…" /> : null}
          Save limits
        </Button>
      </AdminForm>
    </SettingsCard>
  );
}
