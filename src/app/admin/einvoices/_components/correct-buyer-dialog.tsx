'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { UserPen } from 'lucide-react';
import { FormDialog, type FormDialogControls } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { Button } from '@/components/ui/button';
import { BUSINESS_NAME_MAX } from '@/lib/schemas/business-buyer';
import { correctEInvoiceBuyerSchema } from '@/lib/schemas/einvoice-admin';
import type { AdminEInvoiceRow } from '@/server/einvoicing/admin-einvoice-reads';
import { correctEInvoiceBuyerAction } from '@/server/einvoicing/actions/correct-einvoice-buyer';

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
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={onCorrected}
        title="Correct the buyer"
        description={`Order ${row.orderNumber}: the business as the tax office knows it, checked with MBS before it is sent again. Clear both to send it as a consumer’s invoice (B2C).`}
        className="sm:max-w-lg"
      >
        {(dialog) => <CorrectBuyerForm row={row} dialog={dialog} />}
      </FormDialog>
    </>
  );
}

function CorrectBuyerForm({ row, dialog }: { row: AdminEInvoiceRow; dialog: FormDialogControls }) {
  const form = useAdminForm(correctEInvoiceBuyerSchema, { id: row.id, business: { name: row.buyerBusinessName ?? '', tin: row.buyerTin ?? '' } });
  const { Field } = form;
  const business = useWatch({ control: form.control, name: 'business' });

  const onSubmit = () =>
    form.send(correctEInvoiceBuyerAction, {
      onSaved: ({ kind }) => {
        toast.success('Buyer corrected', { description: `${row.irn} is on its way to MBS again, as ${kind}.` });
        dialog.saved();
      },
      title: 'Error',
      failed: 'Failed to correct the buyer',
    });

  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={business?.name || business?.tin ? 'Send again as B2B' : 'Send again as B2C'}>
      <Field.Text name="business.name" label="Registered business name" maxLength={BUSINESS_NAME_MAX} />
      <Field.Text name="business.tin" label="TIN" inputMode="numeric" spellCheck={false} hint="8 digits, a hyphen and 4 (12345678-0001), or 10 to 13 digits." />
    </DialogForm>
  );
}
