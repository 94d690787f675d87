'use client';
import { useEffect, useOptimistic, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Download, Eye, PackageSearch, Pencil } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn, type ListSorting } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { phoneStickyActionsCell, phoneStickyActionsHead } from '@/components/admin/pinned-actions';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate, SHOP_TIME_ZONE } from '@/lib/dates';
import { listHref } from '@/lib/list-href';
import { ORDER_CHANNEL_LABELS } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { deleteOrderAction } from '@/server/order-desk/actions/delete-order';
import type { AdminOrderPage, AdminOrderRow } from '@/server/order-desk/admin-order-list-reads';
import type { AdminOrderSort } from '@/lib/schemas/order-admin';
import { AttentionNote } from './attention-note';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersToolbar, type OrderListState } from './orders-toolbar';
import { UpdateOrderStatusDialog, type SavedStatus } from './update-order-status-dialog';
import { useNewOrders } from './use-new-orders';

export const DELETE_ORDER_DESCRIPTION = 'This will permanently delete this order. This action cannot be undone.';

const timeOfDay = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
/** '14:05' in Lagos. */
const formatTime = (date: Date) => timeOfDay.format(date);

/** The open dialog and its order as it was when opened (the list's fresher copy is preferred). */
type OpenDialog = { kind: 'details' | 'update'; order: AdminOrderRow; open: boolean } | null;

const DELETE_MESSAGES: RemoveMessages = { successTitle: 'Success', success: 'Order deleted successfully', failed: 'Failed to delete order' };

/** The product's Orders Management screen: filters, the table, details, status updates and delete. No create action. */
export function OrdersScreen({ data, state }: { data: AdminOrderPage; state: OrderListState }) {
  const router = useRouter();
  // A saved status shows at once, while the list is fetched again behind it.
  const [rows, showSaved] = useOptimistic(data.rows, (current, saved: SavedStatus) =>
    current.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)),
  );
  // Newest first unless the URL says otherwise; both columns first sort high to low.
  const list = useAdminList(rows, { path: '/admin/orders', state, defaults: { sort: 'created', dir: 'desc' } });
  const { pending, reload: refresh, startTransition } = list;
  const arrived = useNewOrders(data.newestCursor);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // The dialog shows the order as the list has it now (fresh after every refresh); one that
  // left the list meanwhile keeps its last picture while the dialog closes.
  const shown = dialog ? (rows.find((row) => row.id === dialog.order.id) ?? dialog.order) : null;
  const close = () => setDialog((open) => (open ? { ...open, open: false } : open));
  const openDialog = (kind: 'details' | 'update', order: AdminOrderRow) => setDialog({ kind, order, open: true });

  // Money settled in Order Details can take the order out of a filtered list (a confirmed
  // transfer leaves "Needs attention"): its last picture would be stale, so the dialog closes
  // once the list has been fetched again; the toast has said what was done.
  const changedOrder = useRef<string | null>(null);
  const refreshAfterChange = (orderId: string) => {
    changedOrder.current = orderId;
    refresh();
  };
  useEffect(() => {
    if (pending || changedOrder.current === null) return;
    const orderId = changedOrder.current;
    changedOrder.current = null;
    if (!rows.some((row) => row.id === orderId)) setDialog((open) => (open?.order.id === orderId ? { ...open, open: false } : open));
  }, [pending, rows]);

  const filtered = Boolean(state.q || state.status || state.payment || state.attention || state.samples || state.channel || state.from || state.to);
  const can = { export: useCan('orders.export'), update: useCan('orders.update'), delete: useCan('orders.delete') };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Orders Management"
        description="Every order placed in the shop, newest first unless you sort by total. New orders appear here as they come in."
        actions={
          can.export ? (
            <Button asChild variant="subtle">
              {/* A plain link: the browser downloads the file the route streams, the list's matches newest first. */}
              <a href={listHref('/admin/orders/export', { q: state.q, status: state.status, payment: state.payment, attention: state.attention, samples: state.samples, channel: state.channel, from: state.from, to: state.to })} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            </Button>
          ) : undefined
        }
      />

      <OrdersToolbar state={state} list={list} />

      <ListResults
        list={list}
        page={data}
        noun={['order', 'orders']}
        empty={{
          icon: PackageSearch,
          message: 'No orders found',
          hint: filtered ? undefined : 'Orders placed in the shop will appear here.',
          clear: filtered ? 'Clear filters' : undefined,
        }}
      >
        <OrdersTable
          rows={list.visible}
          sorting={{
            sort: state.sort,
            dir: state.dir,
            firstDirection: () => 'desc',
            hrefFor: (sort, dir) => list.href({ sort, dir, page: 1 }),
            navigate: list.navigate,
          }}
          arrived={arrived}
          onView={(order) => openDialog('details', order)}
          onUpdate={can.update ? (order) => openDialog('update', order) : undefined}
          onDelete={can.delete ? (order) => list.remove(order.id, deleteOrderAction, DELETE_MESSAGES) : undefined}
        />
      </ListResults>

      <OrderDetailsDialog
        open={dialog?.kind === 'details' && dialog.open}
        order={dialog?.kind === 'details' ? shown : null}
        onClose={close}
        onUpdateStatus={(order) => openDialog('update', order)}
        onChanged={(order) => refreshAfterChange(order.id)}
      />
      <UpdateOrderStatusDialog
        open={dialog?.kind === 'update' && dialog.open}
        order={dialog?.kind === 'update' ? shown : null}
        onClose={close}
        onSaved={(saved) => {
          close();
          startTransition(() => {
            showSaved(saved);
            router.refresh();
          });
        }}
      />
    </div>
  );
}

const COLUMNS: ListColumn<AdminOrderSort>[] = [
  { label: 'Order Number' },
  { label: 'Customer' },
  { label: 'Email' },
  { label: 'Total', sort: 'total', className: 'text-right' },
  { label: 'Status' },
  { label: 'Payment' },
  { label: 'Date', sort: 'created' },
  { label: 'Actions', className: cn('text-right', phoneStickyActionsHead) },
];

function OrdersTable({
  rows,
  sorting,
  arrived,
  onView,
  onUpdate,
  onDelete,
}: {
  rows: AdminOrderRow[];
  sorting: ListSorting<AdminOrderSort>;
  arrived: ReadonlySet<string>;
  onView: (order: AdminOrderRow) => void;
  /** Absent for a role that may not change or delete orders: its buttons are not shown. */
  onUpdate?: (order: AdminOrderRow) => void;
  onDelete?: (order: AdminOrderRow) => Promise<void>;
}) {
  // Cells a little tighter than the kit's, so all eight columns fit beside the sidebar at 1280 px.
  return (
    <ListTable aria-label="Orders" columns={COLUMNS} sorting={sorting} className="[&_td]:px-2 [&_td:first-child]:pl-3 [&_th]:px-2 [&_th:first-child]:pl-3">
      {rows.map((order) => (
        <TableRow key={order.id} className={cn(arrived.has(order.id) && 'bg-amber-50/70')}>
          <TableCell className="whitespace-nowrap">
            <button
              type="button"
              onClick={() => onView(order)}
              className="rounded-sm text-[0.8125rem] font-semibold tracking-tighter text-foreground hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {order.orderNumber}
            </button>
            {/* Where it was made (docs/decisions/0065-selling-in-the-showroom.md): the website's orders say so quietly. */}
            <span className={order.channel === 'website' ? 'ml-2 text-[0.7rem] text-muted-foreground' : 'ml-2 rounded-full bg-violet-100 px-2 py-0.5 text-[0.7rem] font-semibold text-violet-900 ring-1 ring-violet-300 ring-inset'}>
              {ORDER_CHANNEL_LABELS[order.channel]}
            </span>
            {order.samples ? (
              <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-[0.7rem] font-semibold text-sky-900 ring-1 ring-sky-300 ring-inset">
                Samples
              </span>
            ) : null}
            {arrived.has(order.id) ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                New
              </span>
            ) : null}
            {/* Under the number, the column with room for it: the table still fits beside the sidebar at 1280 px. */}
            <AttentionNote attention={order.attention} paymentNote={order.paymentNote} />
          </TableCell>
          <TableCell className="max-w-44 min-w-28">
            <span className="line-clamp-2">{order.customerName}</span>
          </TableCell>
          <TableCell className="max-w-32 min-w-28">
            <span className="block truncate" title={order.customerEmail}>
              {order.customerEmail}
            </span>
          </TableCell>
          <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">{formatNaira(order.totalAmountKobo)}</TableCell>
          <TableCell>
            <OrderStatusBadge kind="order" status={order.status} className="px-2" />
          </TableCell>
          <TableCell>
            <OrderStatusBadge kind="payment" status={order.paymentStatus} className="px-2" />
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={order.createdAt.toISOString()} className="flex flex-col leading-tight">
              <span>{formatShortDate(order.createdAt)}</span>
              <span className="text-xs text-muted-foreground">{formatTime(order.createdAt)}</span>
            </time>
          </TableCell>
          <TableCell className={phoneStickyActionsCell}>
            <OrderRowActions order={order} onView={onView} onUpdate={onUpdate} onDelete={onDelete} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

/** View, and for the roles that may, update and delete; RowActions always offers delete, so without it the buttons stand alone. */
function OrderRowActions({
  order,
  onView,
  onUpdate,
  onDelete,
}: {
  order: AdminOrderRow;
  onView: (order: AdminOrderRow) => void;
  onUpdate?: (order: AdminOrderRow) => void;
  onDelete?: (order: AdminOrderRow) => Promise<void>;
}) {
  const buttons = (
    <>
      <Button variant="ghost" size="icon" className="md:size-8" aria-label={`View details of ${order.orderNumber}`} onClick={() => onView(order)}>
        <Eye aria-hidden="true" />
      </Button>
      {onUpdate ? (
        <Button variant="ghost" size="icon" className="md:size-8" aria-label={`Update status of ${order.orderNumber}`} onClick={() => onUpdate(order)}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
  if (!onDelete) return <div className="flex justify-end">{buttons}</div>;
  return (
    <RowActions
      name={order.orderNumber}
      deleteLabel={`Delete order ${order.orderNumber}`}
      deleteDescription={DELETE_ORDER_DESCRIPTION}
      onDelete={() => onDelete(order)}
      className="md:size-8"
      tight
    >
      {buttons}
    </RowActions>
  );
}
