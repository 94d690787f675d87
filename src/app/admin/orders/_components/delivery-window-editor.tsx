'use client';
import { useId, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { updateDeliveryWindowAction } from '@/server/orders/actions/update-delivery-window';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess } from './notify';
import { toast } from 'sonner';
import { useAction } from '@/components/use-action';

/**
 * "Change dates" under an order's delivery: two date fields for the new estimated window.
 * Saving mails the shopper the new dates; `onSaved` reloads the list so the dialog shows them.
 */
export function DeliveryWindowEditor({ order, onSaved }: { order: AdminOrderRow; onSaved: () => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(order.deliveryWindowStart ?? '');
  const [end, setEnd] = useState(order.deliveryWindowEnd ?? '');
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const { run, pending: saving } = useAction(toast);

  if (!editing) {
    return (
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setEditing(true)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        Change dates
      </Button>
    );
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(updateDeliveryWindowAction, { id: order.id, start, end }, { failed: 'Failed to update the delivery date', refused: 'Error' });
    if (!result.ok) return setErrors({ start: result.fieldErrors?.start?.[0], end: result.fieldErrors?.end?.[0] });
    setErrors({});
    setEditing(false);
    if (!result.data.moved) return;
    notifySuccess('Delivery date updated; the customer has been mailed');
    onSaved();
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-4" aria-busy={saving}>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField inputId={`${id}-start`} label="From" error={errors.start}>
          <Input id={`${id}-start`} type="date" value={start} onChange={(e) => setStart(e.target.value)} required aria-invalid={errors.start ? true : undefined} />
        </FormField>
        <FormField inputId={`${id}-end`} label="To" error={errors.end}>
          <Input id={`${id}-end`} type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} required aria-invalid={errors.end ? true : undefined} />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">The customer is mailed the new dates.</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save dates
        </Button>
        <Button type="button" variant="subtle" size="sm" disabled={saving} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
