'use client';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { UserPen } from 'lucide-react';
import { FormDialogFooter } from '@/components/admin/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAction } from '@/components/use-action';
import { BUSINESS_NAME_MAX } from '@/lib/schemas/business-buyer';
import type { AdminEInvoiceRow } from '@/server/einvoicing/admin-einvoice-reads';
import { correctEInvoiceBuyerAction } from '@/server/einvoicing/actions/correct-einvoice-buyer';

type Errors = { name?: string; tin?: string; form?: string };

/**
 * "Correct buyer" of an invoice MBS refused (src/server/einvoicing/actions/correct-einvoice-buyer.ts): the
 * business's name and TIN as they should be, sent again as B2B once MBS confirms the TIN, or both cleared
 * to reissue it as B2C naming the person who bought. Recorded on the order's Activity.
 */
export function CorrectBuyerButton({ row, onCorrected }: { row: AdminEInvoiceRow; onCorrected: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="subtle" onClick={() => setOpen(true)}>
        <UserPen aria-hidden="true" className="size-4" />
        Correct buyer<span className="sr-only"> {row.irn}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Correct the buyer</DialogTitle>
            <DialogDescription>
              Order {row.orderNumber}: the business as the tax office knows it, checked with MBS before it is sent again. Clear both to send it as a consumer’s invoice (B2C).
            </DialogDescription>
          </DialogHeader>
          {open ? <CorrectBuyerForm row={row} onClose={() => setOpen(false)} onCorrected={onCorrected} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function CorrectBuyerForm({ row, onClose, onCorrected }: { row: AdminEInvoiceRow; onClose: () => void; onCorrected: () => void }) {
  const id = useId();
  const ids = { name: `${id}-name`, tin: `${id}-tin` };
  const [business, setBusiness] = useState({ name: row.buyerBusinessName ?? '', tin: row.buyerTin ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const { run, pending } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(correctEInvoiceBuyerAction, { id: row.id, business }, {
      failed: 'Failed to correct the buyer',
      success: ({ data }) => ({ title: 'Buyer corrected', description: `${row.irn} is on its way to MBS again, as ${data.kind}.` }),
    });
    if (result.ok) {
      onCorrected();
      onClose();
      return;
    }
    const name = result.fieldErrors?.['business.name']?.[0];
    const tin = result.fieldErrors?.['business.tin']?.[0];
    setErrors(name || tin ? { name, tin } : { form: result.error });
    if (name || tin) document.getElementById(name ? ids.name : ids.tin)?.focus();
  }

  const field = (key: 'name' | 'tin') => ({
    value: business[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setBusiness({ ...business, [key]: event.target.value }),
    ...fieldAria(ids[key], { hint: key === 'tin', error: errors[key] }),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending}>
      <FormField inputId={ids.name} label="Registered business name" error={errors.name}>
        <Input id={ids.name} autoComplete="off" maxLength={BUSINESS_NAME_MAX} {...field('name')} />
      </FormField>
      <FormField inputId={ids.tin} label="TIN" hint="8 digits, a hyphen and 4 (12345678-0001), or 10 to 13 digits." error={errors.tin}>
        <Input id={ids.tin} autoComplete="off" inputMode="numeric" spellCheck={false} {...field('tin')} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormDialogFooter submitting={pending} onCancel={onClose} submitLabel={business.name || business.tin ? 'Send again as B2B' : 'Send again as B2C'} />
    </form>
  );
}
