'use client';
import '@/lib/zod-jitless';
import { useState } from 'react';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { closeCustomerAccountSchema } from '@/lib/privacy';
import { closeCustomerAccountAction } from '@/server/privacy/actions/close-customer-account';
import { useAction } from '@/components/use-action';
import { ErasureForm } from './erasure-form';

type Values = { id: string; reason: string; confirmation: string };

/**
 * A customer's request, received by mail, to close their account (NDPA 2023): the reason is kept
 * with the record of the closing. Refused, with which orders and why, while one is unfinished.
 */
export function CloseCustomerAccount({ customerId, onClosed }: { customerId: string; onClosed: () => void }) {
  const [open, setOpen] = useState(false);
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
    <ErasureForm
      intro="For a customer who asked by mail to have their account and data deleted. Their account goes; their orders stay for the tax record as “Deleted customer”."
      reason={{ register: register('reason'), error: errors.reason?.message }}
      confirmation={{ register: register('confirmation'), error: errors.confirmation?.message }}
      error={errors.root?.message}
      busy={isSubmitting}
      submitLabel="Close account"
      onSubmit={onSubmit}
      onCancel={() => setOpen(false)}
    />
  );
}
