'use client';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CalendarClock } from 'lucide-react';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { updateDeliveryWindowSchema } from '@/lib/schemas/order-admin';
import { updateDeliveryWindowAction } from '@/server/orders/actions/update-delivery-window';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import { notifySuccess } from './notify';

/**
 * "Change dates" under an order's delivery: two date fields for the new estimated window.
 * Saving mails the shopper the new dates; `onSaved` reloads the list so the dialog shows them.
 */
export function DeliveryWindowEditor({ order, onSaved }: { order: AdminOrderRow; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setEditing(true)}>
        <CalendarClock aria-hidden="true" className="size-4" />
        Change dates
      </Button>
    );
  }
  return <DeliveryWindowForm order={order} onSaved={onSaved} onClose={() => setEditing(false)} />;
}

function DeliveryWindowForm({ order, onSaved, onClose }: { order: AdminOrderRow; onSaved: () => void; onClose: () => void }) {
  const form = useAdminForm(updateDeliveryWindowSchema, { id: order.id, start: order.deliveryWindowStart ?? '', end: order.deliveryWindowEnd ?? '' });
  const { Field } = form;
  const start = useWatch({ control: form.control, name: 'start' });
  const saving = form.formState.isSubmitting;

  const save = () =>
    form.send(updateDeliveryWindowAction, {
      onSaved: ({ moved }) => {
        onClose();
        if (!moved) return;
        notifySuccess('Delivery date updated; the customer has been mailed');
        onSaved();
      },
      title: 'Error',
      failed: 'Failed to update the delivery date',
      alwaysToast: true,
    });

  return (
    <AdminForm form={form} onSubmit={save} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field.Text name="start" label="From" type="date" />
        <Field.Text name="end" label="To" type="date" min={start || undefined} />
      </div>
      <p className="text-xs text-muted-foreground">The customer is mailed the new dates.</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save dates
        </Button>
        <Button type="button" variant="subtle" size="sm" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </AdminForm>
  );
}
