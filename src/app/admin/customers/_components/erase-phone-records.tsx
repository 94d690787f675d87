'use client';
import '@/lib/zod-jitless';
import { useState } from 'react';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/use-action';
import { erasePhoneRecordsSchema } from '@/lib/schemas/phone-request';
import { erasePhoneRecordsAction } from '@/server/privacy/actions/phone-records';
import { ErasureForm } from './erasure-form';

type Values = { phone: string; reason: string; confirmation: string };

/**
 * Erases what is held for the number looked up, as closing an account does: a sale stays in the books as
 * "Deleted customer", a draft goes. The reason is kept in the activity log; the number is not.
 */
export function ErasePhoneRecords({ phone, onErased }: { phone: string; onErased: () => void }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(erasePhoneRecordsSchema), values: { phone, reason: '', confirmation: '' } });
  const { run } = useAction(toast);

  const onSubmit = handleSubmit(async (values) => {
    const result = await run(erasePhoneRecordsAction, values, {
      failed: 'Could not erase these records. Try again.',
      success: ({ data }) => ({ title: 'Records erased', description: `${data.salesKept} sales kept without the person’s details; ${data.draftsErased} drafts erased.` }),
    });
    if (!result.ok) {
      setError('root', { message: result.error });
      return;
    }
    setOpen(false);
    onErased();
  });

  if (!open) {
    return (
      <Button variant="outline" className="w-fit text-destructive" onClick={() => setOpen(true)}>
        Erase…
      </Button>
    );
  }
  return (
    <ErasureForm
      intro="The sales stay for the tax record as “Deleted customer”, without the name or number; the drafts are deleted, or kept as “Deleted customer” beside the order one became. This cannot be undone."
      reason={{ register: register('reason'), error: errors.reason?.message }}
      reasonHint="How the request came and how you checked it. Don’t write the number here."
      confirmation={{ register: register('confirmation'), error: errors.confirmation?.message }}
      error={errors.root?.message}
      busy={isSubmitting}
      submitLabel="Erase the records"
      onSubmit={onSubmit}
      onCancel={() => setOpen(false)}
    />
  );
}
