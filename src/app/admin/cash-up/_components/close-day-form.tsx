'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf, useAction } from '@/components/use-action';
import { SHOWROOM_LIMITS } from '@/lib/schemas/showroom-sale';
import { closeCashUpAction } from '@/server/pos/actions/close-cash-up';
import { differenceText } from './closed-day';

/** "Close the day": the cash counted in the drawer and a note, for what no cash-up of the day counted yet. */
export function CloseDayForm({ locationId, day }: { locationId: string; day: string }) {
  const id = useId();
  const router = useRouter();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ countedCash?: string; note?: string; form?: string }>({});
  const { run, pending } = useAction(toast);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await run(
      closeCashUpAction,
      { locationId, businessDay: day, countedCash: counted, note },
      { failed: 'Failed to close the day.', success: (done) => ({ title: 'Day closed', description: differenceText(done.data.differenceKobo) }) },
    );
    if (answer.ok) {
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(answer);
    setErrors({ countedCash: fields.countedCash?.[0], note: fields.note?.[0], form: fields.countedCash || fields.note ? undefined : answer.error });
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <FormField inputId={`${id}-counted`} label="Cash counted (₦)" required hint="Every note and coin in the drawer, less the float you started with." error={errors.countedCash}>
        <Input
          id={`${id}-counted`}
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          required
          className="h-12 text-lg tabular-nums"
          {...fieldAria(`${id}-counted`, { hint: true, error: errors.countedCash })}
        />
      </FormField>
      <FormField inputId={`${id}-note`} label="Note" optional error={errors.note}>
        <Textarea id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} rows={3} maxLength={SHOWROOM_LIMITS.note} {...fieldAria(`${id}-note`, { error: errors.note })} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner label="Closing the day…" /> : null}
        Close the day
      </Button>
    </form>
  );
}
