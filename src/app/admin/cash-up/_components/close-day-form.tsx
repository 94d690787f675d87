'use client';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cashUpSchema, SHOWROOM_LIMITS } from '@/lib/schemas/showroom-sale';
import { closeCashUpAction } from '@/server/pos/actions/close-cash-up';
import { differenceText } from './closed-day';

/** "Close the day": the cash counted in the drawer and a note, for what no cash-up of the day counted yet. */
export function CloseDayForm({ locationId, day }: { locationId: string; day: string }) {
  const router = useRouter();
  const form = useAdminForm(cashUpSchema, { locationId, businessDay: day, countedCash: '', note: '' });
  const { Field } = form;
  const closing = form.formState.isSubmitting;

  const onSubmit = () =>
    form.send(closeCashUpAction, {
      onSaved: ({ differenceKobo }) => {
        toast.success('Day closed', { description: differenceText(differenceKobo) });
        router.refresh();
      },
      title: 'Error',
      failed: 'Failed to close the day.',
    });

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field.Naira
        name="countedCash"
        label="Cash counted (₦)"
        says="records"
        className="h-12 text-lg tabular-nums"
        hint="Every note and coin in the drawer, less the float you started with."
      />
      <Field.Textarea name="note" label="Note" optional rows={3} maxLength={SHOWROOM_LIMITS.note} />
      <Button type="submit" size="lg" disabled={closing}>
        {closing ? <Spinner label="Closing the day…" /> : null}
        Close the day
      </Button>
    </AdminForm>
  );
}
