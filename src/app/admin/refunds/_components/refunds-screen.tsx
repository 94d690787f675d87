'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ReceiptText } from 'lucide-react';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListToolbar } from '@/components/admin/list/list-toolbar';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { useCan } from '@/components/admin/staff-role-context';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate, lagosDay } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { paystackRefundNote, refundSourceLabel } from '@/lib/refund-status';
import { REFUND_LIMITS } from '@/lib/schemas/refund';
import { payoutText } from '@/lib/refund-payout';
import type { AdminRefundPage, AdminRefundRow, PayoutLocation, RefundOrderOption } from '@/server/refunds/admin-refund-reads';
import { deleteRefundAction } from '@/server/refunds/actions/delete-refund';
import { RefundDialog } from './refund-dialog';
import { RefundStatusBadge } from '@/components/admin/refunds/refund-status-badge';

export const DELETE_REFUND_DESCRIPTION = 'This will permanently delete this refund. This action cannot be undone.';
type ListState = { q: string; page: number };

const COLUMNS: ListColumn[] = [
  { label: 'Order Number' },
  { label: 'Customer' },
  { label: 'Amount', className: 'text-right' },
  { label: 'Reason' },
  { label: 'Status' },
  { label: 'Date' },
  { label: 'Actions', className: cn('text-right', stickyActionsHead) },
];

/** Without refunds.update there is nothing to do in a row: no Actions column. */
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);

const DELETE_MESSAGES: RemoveMessages = { successTitle: 'Success', success: 'Refund deleted successfully', failed: 'Failed to delete refund' };

/** The Refunds Management screen: search, the table, pages and the create/edit dialog. */
export function RefundsScreen({ data, orders, locations, state }: { data: AdminRefundPage; orders: RefundOrderOption[]; locations: PayoutLocation[]; state: ListState }) {
  const router = useRouter();
  const list = useAdminList(data.rows, { path: '/admin/refunds', state });
  const editing = useEditDialog<AdminRefundRow>();
  // Issuing (refunds.create) and changing or deleting (refunds.update) are separate; a reader sees the list.
  const canCreate = useCan('refunds.create');
  const canUpdate = useCan('refunds.update');

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Refunds Management"
        description="Money returned to customers, and why. A processed refund comes off the customer’s total spent."
        actions={canCreate ? <AddButton onClick={editing.add}>Create Refund</AddButton> : undefined}
      />

      <ListToolbar
        list={list}
        q={state.q}
        label="Search refunds by order number, customer or reason"
        placeholder="Search refunds..."
        maxLength={REFUND_LIMITS.search}
        pendingLabel="Loading refunds"
      />

      <ListResults
        list={list}
        page={data}
        noun={['refund', 'refunds']}
        empty={{
          icon: ReceiptText,
          message: 'No refunds found',
          hint: state.q ? `No refund’s order, customer or reason contains “${state.q}”.` : 'Refunds you record against orders appear here.',
          clear: state.q ? 'Clear search' : undefined,
        }}
      >
        <ListTable aria-label="Refunds" columns={canUpdate ? COLUMNS : READ_ONLY_COLUMNS}>
          {list.visible.map((refund) => (
            <RefundRow
              key={refund.id}
              refund={refund}
              changes={
                canUpdate
                  ? { onEdit: () => editing.edit(refund), onDelete: () => list.remove(refund.id, deleteRefundAction, DELETE_MESSAGES) }
                  : null
              }
            />
          ))}
        </ListTable>
      </ListResults>

      {canCreate || canUpdate ? (
        <RefundDialog
          open={editing.open}
          refund={editing.item}
          orders={orders}
          locations={locations}
          onClose={editing.close}
          onSaved={() => router.refresh()}
        />
      ) : null}
    </div>
  );
}

function RefundRow({ refund, changes }: { refund: AdminRefundRow; changes: { onEdit: () => void; onDelete: () => Promise<void> } | null }) {
  const label = `refund of ${formatNaira(refund.amountKobo)}${refund.orderNumber ? ` on ${refund.orderNumber}` : ''}`;
  const paystackNote = paystackRefundNote(refund.paystackStatus);
  const source = refundSourceLabel({ method: refund.paymentMethod, reference: refund.paymentReference });
  const paidBack = payoutText(refund);

  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        {refund.orderNumber ? (
          <Link
            href={`/admin/orders?q=${encodeURIComponent(refund.orderNumber)}`}
            className="font-mono text-sm font-semibold hover:underline hover:underline-offset-4"
          >
            {refund.orderNumber}
          </Link>
        ) : (
          <span className="text-muted-foreground">N/A</span>
        )}
      </TableCell>
      <TableCell className="max-w-44 min-w-32 truncate" title={refund.customerName ?? undefined}>
        {refund.customerName ?? <span className="text-muted-foreground">N/A</span>}
      </TableCell>
      <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
        {formatNaira(refund.amountKobo)}
        {source ? <p className="mt-1 max-w-56 truncate text-xs font-normal text-muted-foreground" title={source}>{source}</p> : null}
      </TableCell>
      {/* The reason takes the room the other columns leave, cut short with an ellipsis (the full text is its title). */}
      <TableCell className="w-full max-w-0 min-w-40 truncate" title={refund.reason}>
        {refund.reason}
      </TableCell>
      <TableCell>
        <RefundStatusBadge status={refund.status} />
        {paystackNote ? <p className="mt-1 max-w-48 text-xs text-muted-foreground">{paystackNote}</p> : null}
        {paidBack ? <p className="mt-1 max-w-48 text-xs text-muted-foreground">{paidBack}</p> : null}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lagosDay(refund.createdAt)}>{formatShortDate(refund.createdAt)}</time>
      </TableCell>
      {changes ? (
        <TableCell className={stickyActionsCell}>
          <RowActions name={label} onEdit={changes.onEdit} deleteDescription={DELETE_REFUND_DESCRIPTION} onDelete={changes.onDelete} className="md:size-9" />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
