'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldErrorsOf, useAction } from '@/components/use-action';
import { cn } from '@/lib/cn';
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
  const [values, setValues] = useState(() => Object.fromEntries(row.variants.map((variant) => [variant.id, String(variant.stockQuantity)])));
  const [read, setRead] = useState(() => Object.fromEntries(row.variants.map((variant) => [variant.id, variant.stockQuantity])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, pending } = useAction(toast);

  async function save(event: FormEvent) {
    event.preventDefault();
    const stock = row.variants.map((variant) => ({ variantId: variant.id, stockRead: read[variant.id]!, stockQuantity: values[variant.id] ?? '' }));
    const result = await run(setVariantStockAction, { productId: row.id, stock }, { failed: 'Failed to update the stock.', success: 'Stock updated.', refused: 'Error' });
    if (result.ok) {
      dialog.saved();
      return;
    }
    // The action names a refused count by its row: stock.<index>.stockQuantity.
    const fieldErrors = fieldErrorsOf(result);
    const refused = row.variants.flatMap((variant, index) => {
      const message = fieldErrors[`stock.${index}.stockQuantity`]?.[0];
      return message ? [[variant.id, message] as const] : [];
    });
    setErrors(Object.fromEntries(refused));
    const moved = result.details?.moved ?? [];
    if (moved.length > 0) setRead((current) => ({ ...current, ...Object.fromEntries(moved.map(({ variantId, now }) => [variantId, now])) }));
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-4" noValidate>
      {row.variants.map((variant) => {
        const id = `stock-${variant.id}`;
        const error = errors[variant.id];
        return (
          <div key={variant.id} className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{variant.label ? `Stock: ${variant.label}` : 'Stock'}</Label>
            <Input
              id={id}
              inputMode="numeric"
              value={values[variant.id] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setValues((current) => ({ ...current, [variant.id]: event.target.value }));
                dialog.setDirty(true);
              }}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <FormDialogFooter submitting={pending} onCancel={dialog.cancel} submitLabel="Save stock" />
    </form>
  );
}
