'use client';
import '@/lib/zod-jitless';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { CLOSE_CONFIRMATION_WORD, closeCustomerAccountSchema } from '@/lib/privacy';
import { closeCustomerAccountAction } from '@/server/customers/actions/close-customer-account';
import { useAction } from '@/components/use-action';

type Values = { id: string; reason: string; confirmation: string };

/**
 * A customer's request, received by mail, to close their account (NDPA 2023): the reason is kept
 * with the record of the closing. Refused, with which orders and why, while one is unfinished.
 */
export function CloseCustomerAccount({ customerId, onClosed }: { customerId: string; onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const confirmationId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(closeCustomerAccountSchema), defaultValues: { id: customerId, reason: '', confirmation: '' } });

  const { run } = useAction(toast);

  const onSubmit = handleSubmit(async (values) => {
    const result = await run(closeCustomerAccountAction, values, {
      failed: 'Failed to close the account',
      success: ({ data }) => ({ title: 'Account closed', description: `${data.ordersKept} orders kept without the customer’s details.` }),
    });
    if (!result.ok) {
      setError('root', { message: result.error });
      return;
    }
    onClosed();
  });

  if (!open) {
    return (
      <Button variant="outline" className="w-fit text-destructive" onClick={() => setOpen(true)}>
        Close account…
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-destructive/30 p-4" aria-busy={isSubmitting}>
      <p className="text-sm">
        For a customer who asked by mail to have their account and data deleted. Their account goes; their orders stay
        for the tax record as “Deleted customer”.
      </p>
      <FormField label="Reason" inputId={reasonId} error={errors.reason?.message}>
        <Textarea id={reasonId} rows={2} {...fieldAria(reasonId, { error: errors.reason?.message })} {...register('reason')} />
      </FormField>
      <FormField label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`} inputId={confirmationId} error={errors.confirmation?.message}>
        <Input id={confirmationId} autoComplete="off" {...fieldAria(confirmationId, { error: errors.confirmation?.message })} {...register('confirmation')} />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Close account
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
