'use client';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { TextareaField, TextField } from '@/components/admin/form/fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CLOSE_CONFIRMATION_WORD } from '@/lib/privacy';
import type { ActionResult } from '@/server/action';

/** A schema asking what every erasure asks (closeCustomerAccountSchema and those built on it, src/lib/schemas/customer.ts). */
type ErasureSchema = z.ZodType<{ reason: string; confirmation: string }, { reason: string; confirmation: string }>;

type Erasure<S extends ErasureSchema, Data> = {
  /** The button that opens the form ('Close account…'). */
  openLabel: string;
  /** What will happen, said before anything is typed. */
  intro: React.ReactNode;
  reasonHint?: string;
  submitLabel: string;
  schema: S;
  /** The form's values, the reason and the typed word empty. */
  values: z.input<S>;
  action: (input: z.input<S>) => Promise<ActionResult<Data, unknown>>;
  /** The toast once done, from what the action answers. */
  done: (data: Data) => { title: string; description: string };
  /** The toast's text when the call never answered. */
  failed: string;
  onDone: () => void;
};

/**
 * What erasing a person's data on request asks on the Customers screen (closing an account, erasing a
 * phone number's records): a button, then what will happen, the reason kept in the activity log and the
 * typed word.
 */
export function ErasureRequest<S extends ErasureSchema, Data>({ openLabel, ...erasure }: Erasure<S, Data>) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" className="w-fit text-destructive" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
    );
  }
  return <ErasureForm {...erasure} onCancel={() => setOpen(false)} />;
}

function ErasureForm<S extends ErasureSchema, Data>({
  intro,
  reasonHint,
  submitLabel,
  schema,
  values,
  action,
  done,
  failed,
  onDone,
  onCancel,
}: Omit<Erasure<S, Data>, 'openLabel'> & { onCancel: () => void }) {
  const form = useAdminForm(schema, values);
  const busy = form.formState.isSubmitting;
  const erase = () =>
    form.send(action, {
      onSaved: (data) => {
        const { title, description } = done(data);
        toast.success(title, { description });
        onCancel();
        onDone();
      },
      title: 'Error',
      failed,
    });

  return (
    <AdminForm form={form} onSubmit={erase} className="flex flex-col gap-4 rounded-lg border border-destructive/30 p-4">
      <p className="text-sm">{intro}</p>
      <TextareaField name="reason" label="Reason" hint={reasonHint} rows={2} />
      <TextField name="confirmation" label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </AdminForm>
  );
}
