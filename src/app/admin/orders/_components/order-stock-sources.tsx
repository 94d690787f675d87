'use client';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { moveOrderStockSchema } from '@/lib/schemas/stock';
import { moveOrderStockAction } from '@/server/orders/actions/move-order-stock';
import type { AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import type { OrderAllocation } from '@/server/orders/order-allocation-reads';
import { notifySuccess } from './notify';

// Order Details' "Stock taken from" (docs/decisions/0064-stock-locations.md): the location each piece's
// units were taken from. Until the order leaves, staff who update orders may take them from another
// location instead (moveOrderStockAction gives them back where they came from).

export function OrderStockSources({ order, onChanged }: { order: AdminOrderRow; onChanged: () => void }) {
  const canMove = useCan('orders.update') && (order.status === 'pending' || order.status === 'processing');
  // Orders placed before locations, and those taking no finished piece, took nothing from a location.
  if (order.allocations.length === 0) return null;
  const headingId = `stock-${order.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Stock taken from
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {order.allocations.map((allocation) => (
          <li key={`${allocation.variantId}:${allocation.location.id}`} className="flex flex-col gap-3 p-4" data-testid="order-allocation">
            <div className="flex flex-col gap-0.5 text-sm">
              <p className="font-medium">{allocation.piece}</p>
              <p className="text-muted-foreground">
                {allocation.sku ? `SKU ${allocation.sku} · ` : ''}Qty {allocation.quantity}
              </p>
              <p>
                From <strong>{allocation.location.name}</strong>
              </p>
            </div>
            {canMove && allocation.elsewhere.length > 0 ? <MoveForm orderId={order.id} allocation={allocation} onMoved={onChanged} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Another location to take the units from: the first that holds enough is offered first. */
function MoveForm({ orderId, allocation, onMoved }: { orderId: string; allocation: OrderAllocation; onMoved: () => void }) {
  const { elsewhere, location, piece, quantity } = allocation;
  const form = useAdminForm(moveOrderStockSchema, {
    orderId,
    variantId: allocation.variantId,
    fromLocationId: location.id,
    toLocationId: (elsewhere.find((other) => other.held >= quantity) ?? elsewhere[0]!).id,
  });
  const { Field } = form;
  const moving = form.formState.isSubmitting;

  const move = () =>
    form.send(moveOrderStockAction, {
      onSaved: ({ moved }) => {
        const to = elsewhere.find((other) => other.id === form.getValues('toLocationId'));
        notifySuccess(`${piece}: ${moved} now taken from ${to?.name}`);
        onMoved();
      },
      title: 'Error',
      failed: 'Failed to change where this order’s stock comes from.',
    });

  return (
    <AdminForm form={form} onSubmit={move} aria-label={`Take ${piece} from another location`} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <Field.Select name="toLocationId" label="Take from instead">
          {elsewhere.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name} (holds {other.held})
            </option>
          ))}
        </Field.Select>
      </div>
      <Button type="submit" variant="outline" className="h-11" disabled={moving}>
        {moving ? <Spinner /> : null}
        Move
      </Button>
    </AdminForm>
  );
}
