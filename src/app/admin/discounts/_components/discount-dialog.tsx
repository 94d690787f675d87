'use client';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { toLagosDateTimeInput } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { koboToDecimalString } from '@/lib/money-input';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS } from '@/lib/discounts/discount-kinds';
import { DISCOUNT_CODE_MAX, discountFormSchema, type DiscountFormInput } from '@/lib/schemas/discount';
import type { AdminDiscountRow, DiscountTargets } from '@/server/discounts/admin-discount-reads';
import { createDiscountAction } from '@/server/discounts/actions/create-discount';
import { updateDiscountAction } from '@/server/discounts/actions/update-discount';
import { TargetChecklist } from './target-checklist';
import { VariantChecklist } from './variant-checklist';

const percentText = (basisPoints: number | null) => (basisPoints === null ? '' : (basisPoints / 100).toFixed(2).replace(/\.?0+$/, ''));

/**
 * A code narrowed to some variants of a product stores those variants alone (see pieceLimits): the
 * form ticks their product again, and keeps only variants still on sale.
 */
function pieceValues(code: AdminDiscountRow | null, targets: DiscountTargets): Pick<DiscountFormInput, 'productIds' | 'variantIds'> {
  const productOf = new Map(targets.products.flatMap((product) => product.variants.map((variant) => [variant.id, product.id] as const)));
  const variantIds = (code?.variantIds ?? []).filter((id) => productOf.has(id));
  return { productIds: [...new Set([...(code?.productIds ?? []), ...variantIds.map((id) => productOf.get(id)!)])], variantIds };
}

const toFormValues = (code: AdminDiscountRow | null, targets: DiscountTargets): DiscountFormInput => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percentage',
  percent: percentText(code?.percentBasisPoints ?? null),
  amount: code?.amountKobo ? koboToDecimalString(code.amountKobo) : '',
  minSubtotal: code?.minSubtotalKobo ? koboToDecimalString(code.minSubtotalKobo) : '',
  startsAt: code?.startsAt ? toLagosDateTimeInput(code.startsAt) : '',
  endsAt: code?.endsAt ? toLagosDateTimeInput(code.endsAt) : '',
  usageLimit: code?.usageLimit == null ? '' : String(code.usageLimit),
  perCustomerLimit: code?.perCustomerLimit == null ? '' : String(code.perCustomerLimit),
  ...pieceValues(code, targets),
  categorySlugs: code?.categorySlugs ?? [],
  active: code?.active ?? true,
});

/** 'Create Discount Code' or 'Edit DETTY25'. `code` null: a new one. */
export function DiscountDialog({ code, targets, ...dialogProps }: FormDialogProps & { code: AdminDiscountRow | null; targets: DiscountTargets }) {
  return (
    <FormDialog
      {...dialogProps}
      title={code ? `Edit ${code.code}` : 'Create Discount Code'}
      description={
        code
          ? `Used ${code.usesCount} ${code.usesCount === 1 ? 'time' : 'times'}, ${formatNaira(code.givenAwayKobo)} given away. Changes apply to the next checkouts.`
          : 'A code shoppers type at checkout, for a sale or a giveaway.'
      }
      className="sm:max-w-2xl"
    >
      {(dialog) => <DiscountForm key={code?.id ?? 'new'} code={code} targets={targets} dialog={dialog} />}
    </FormDialog>
  );
}

function DiscountForm({ code, targets, dialog }: { code: AdminDiscountRow | null; targets: DiscountTargets; dialog: FormDialogControls }) {
  const form = useAdminForm(discountFormSchema, toFormValues(code, targets));
  const { Field, control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const categoryNames = new Map(targets.categories.map((category) => [category.slug, category.name]));

  const onSubmit = () =>
    form.send((input) => (code ? updateDiscountAction({ ...input, id: code.id }) : createDiscountAction(input)), {
      onSaved: (saved) => {
        toast.success(code ? `Code ${saved.code} updated` : `Code ${saved.code} created`);
        dialog.saved();
      },
      title: 'Error',
      failed: code ? 'Failed to update discount code.' : 'Failed to create discount code.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={code ? 'Save Changes' : 'Create Code'}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text
          name="code"
          label="Code"
          maxLength={DISCOUNT_CODE_MAX}
          autoCapitalize="characters"
          spellCheck={false}
          hint="What shoppers type, e.g. DETTY25. Any case matches."
        />
        <Field.Select name="kind" label="Kind">
          {DISCOUNT_KINDS.map((value) => (
            <option key={value} value={value}>
              {DISCOUNT_KIND_LABELS[value]}
            </option>
          ))}
        </Field.Select>
        {kind === 'percentage' ? (
          <Field.Text name="percent" label="Percentage off (%)" inputMode="decimal" hint="Up to 2 decimals, e.g. 12.5. Rounded up to the kobo for the shopper." />
        ) : null}
        {kind === 'fixed' ? <Field.Naira name="amount" label="Amount off (₦)" hint="Never more than the pieces it applies to." /> : null}
        {kind === 'free_delivery' ? <p className="self-center text-sm text-muted-foreground">Takes off the delivery fee, and nothing else.</p> : null}
        <Field.Naira
          name="minSubtotal"
          label="Minimum subtotal (₦)"
          optional
          hint="Of the pieces the code applies to."
          empty="Empty: no minimum. Only the pieces the code applies to count."
        />
        <Field.Text name="startsAt" label="Starts (Lagos time)" type="datetime-local" optional hint="Empty: at once." />
        <Field.Text name="endsAt" label="Ends (Lagos time)" type="datetime-local" optional hint="Empty: never." />
        <Field.Number name="usageLimit" label="Total use limit" optional min={1} hint="Orders in all. Empty: no limit." />
        <Field.Number name="perCustomerLimit" label="Uses per customer" optional min={1} hint="By account and email. Empty: no limit." />
      </div>
      <TargetChecklist
        name="categorySlugs"
        legend="Only these categories"
        hint="Tick none for every category."
        options={targets.categories.map((category) => ({ value: category.slug, label: category.name }))}
      />
      <TargetChecklist
        name="productIds"
        legend="Only these products"
        hint="Tick none for every product. A piece counts when its product or its category is ticked."
        options={targets.products.map((product) => ({ value: product.id, label: product.name, detail: categoryNames.get(product.category) ?? product.category }))}
      />
      <VariantChecklist products={targets.products} />
      <Field.Switch
        name="active"
        label="Active"
        hint="A switched-off code no longer applies at checkout. A code already used on orders cannot be deleted: switch it off instead."
      />
    </DialogForm>
  );
}
