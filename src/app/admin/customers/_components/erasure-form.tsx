'use client';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { CLOSE_CONFIRMATION_WORD } from '@/lib/privacy';

type Field = { register: UseFormRegisterReturn; error?: string };

/**
 * What erasing a person's data on request asks on the Customers screen (closing an account, erasing a
 * phone number's records): what will happen, the reason kept in the activity log, and the typed word.
 */
export function ErasureForm({
  intro,
  reason,
  reasonHint,
  confirmation,
  error,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  intro: React.ReactNode;
  reason: Field;
  reasonHint?: string;
  confirmation: Field;
  /** The server's refusal. */
  error?: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  const reasonId = useId();
  const confirmationId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-destructive/30 p-4" aria-busy={busy}>
      <p className="text-sm">{intro}</p>
      <FormField label="Reason" hint={reasonHint} inputId={reasonId} error={reason.error}>
        <Textarea id={reasonId} rows={2} {...fieldAria(reasonId, { hint: Boolean(reasonHint), error: reason.error })} {...reason.register} />
      </FormField>
      <FormField label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`} inputId={confirmationId} error={confirmation.error}>
        <Input id={confirmationId} autoComplete="off" {...fieldAria(confirmationId, { error: confirmation.error })} {...confirmation.register} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
