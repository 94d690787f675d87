'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { cn } from '@/lib/cn';
import { setVariantStockSchema } from '@/lib/schemas/product';
import { setVariantStockAction } from '@/server/catalog/actions/set-variant-stock';
import type { AdminProductRow } from '@/server/catalog/admin-product-reads';

// The list's stock cell: the product's count, and for a role that may change products a button that
// sets each variant's stock without opening the form (docs/decisions/0053-variants-are-the-unit-of-sale.md).
// Each count goes with the one the list showed, and the server moves the stock by the difference
// (docs/decisions/0068-stock-changes-by-difference.md): a count sold meanwhile refuses the save, and the
// editor then starts from the count now.

export function StockCell({ row, canWrite }: { row: AdminProductRow; canWrite: boolean }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const count = (
    <span className={cn('tabular-nums', row.stockQuantity === 0 && 'font-semibold text-destructive')}>{row.stockQuantity.toLocaleString('en-NG')}</span>
  );
  if (!canWrite || row.variants.length === 0) return count;
  return (
    <>
      <button
        type="button"
        aria-label={`Edit stock of ${row.name}: ${row.stockQuantity.toLocaleString('en-NG')}`}
        onClick={() => setOpen(true)}
        className="rounded-md px-2 py-1 underline decoration-dotted underline-offset-4 hover:bg-sand focus-visible:outline-2 focus-visible:outline-ring"
      >
        {count}
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => router.refresh()}
        title={`Stock of ${row.name}`}
        description="Whole units of each; 0 shows Sold-out. Each change is kept in the product's stock history."
        className="sm:max-w-md"
      >
        {(dialog) => <StockForm row={row} dialog={dialog} />}
      </FormDialog>
    </>
  );
}

function StockForm({ row, dialog }: { row: AdminProductRow; dialog: FormDialogControls }) {
  const form = useAdminForm(setVariantStockSchema, {
    productId: row.id,
    stock: row.variants.map((variant) => ({ variantId: variant.id, stockRead: variant.stockQuantity, stockQuantity: String(variant.stockQuantity) })),
  });
  const { Field } = form;

  const onSubmit = () =>
    form.send(setVariantStockAction, {
      onSaved: () => {
        toast.success('Stock updated.');
        dialog.saved();
      },
      // A count sold meanwhile: the next save goes with the count now (stock.<index>.stockRead).
      onRefused: ({ details }) => {
        for (const { readField, now } of details?.moved ?? []) form.setValue(readField as `stock.${number}.stockRead`, now);
      },
      title: 'Error',
      failed: 'Failed to update the stock.',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel="Save stock">
      {row.variants.map((variant, index) => (
        <Field.Text key={variant.id} name={`stock.${index}.stockQuantity`} label={variant.label ? `Stock: ${variant.label}` : 'Stock'} inputMode="numeric" />
      ))}
    </DialogForm>
  );
}
