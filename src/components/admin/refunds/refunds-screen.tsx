'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Pencil, Plus, ReceiptText, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import {
  ListPagination,
  ListSearch,
  ListSummary,
  listHref,
  useListNavigation,
} from '@/components/admin/list-controls';
import { ListEmpty } from '@/components/admin/list-empty';
import { LoadFailed } from '@/components/admin/load-failed';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate, lagosDay } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { paystackRefundNote } from '@/lib/refund-status';
import { REFUND_LIMITS } from '@/lib/schemas/refund';
import type { AdminRefundPage, AdminRefundRow, RefundOrderOption } from '@/server/refunds/admin-refunds';
import { deleteRefundAction } from '@/server/refunds/actions/delete-refund';
import { RefundDialog } from './refund-dialog';
import { RefundStatusBadge } from './refund-status-badge';

export const DELETE_REFUND_DESCRIPTION = 'This will permanently delete this refund. This action cannot be undone.';
const PATH = '/admin/refunds';

type ListState = { q: string; page: number };

/** The Refunds Management screen: search, the table, pages and the create/edit dialog. */
export function RefundsScreen({ data, orders, state }: { data: AdminRefundPage | null; orders: RefundOrderOption[]; state: ListState }) {
  const router = useRouter();
  const { pending, navigate } = useListNavigation();
  const [editing, setEditing] = useState<{ open: boolean; refund: AdminRefundRow | null }>({ open: false, refund: null });
  const page = data?.page ?? state.page;
  const hrefFor = (change: Partial<ListState>) => listHref(PATH, { q: state.q, page, ...change });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Refunds Management"
        description="Money returned to customers, and why. A processed refund comes off the customer’s total spent."
        actions={
          <Button onClick={() => setEditing({ open: true, refund: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Create Refund
          </Button>
        }
      />

      <ListSearch
        q={state.q}
        label="Search refunds by order number, customer or reason"
        placeholder="Search refunds..."
        maxLength={REFUND_LIMITS.search}
        pending={pending}
        pendingLabel="Loading refunds"
        onSearch={(text) => navigate(hrefFor({ q: text, page: 1 }))}
      />

      {data === null ? (
        <LoadFailed message="Failed to load refunds" toastTitle="Error" />
      ) : data.total === 0 ? (
        <ListEmpty
          icon={ReceiptText}
          message="No refunds found"
          hint={state.q ? `No refund’s order, customer or reason contains “${state.q}”.` : 'Refunds you record against orders appear here.'}
          action={
            state.q ? (
              <Button variant="subtle" size="sm" onClick={() => navigate(PATH)}>
                Clear search
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="flex flex-col gap-3">
          <ListSummary page={data.page} pageSize={data.pageSize} total={data.total} noun={['refund', 'refunds']} />
          <div aria-busy={pending} className={cn('transition-opacity', pending && 'opacity-60')}>
            <Table aria-label="Refunds">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Order Number</TableHead>
                  <TableHead>Customer</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className={cn('text-right', stickyActionsHead)}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((refund) => (
                  <RefundRow key={refund.id} refund={refund} onEdit={() => setEditing({ open: true, refund })} onDeleted={() => router.refresh()} />
                ))}
              </TableBody>
            </Table>
          </div>
          <ListPagination page={data.page} pageCount={data.pageCount} hrefFor={(n) => hrefFor({ page: n })} navigate={navigate} />
        </div>
      )}

      <RefundDialog
        open={editing.open}
        refund={editing.refund}
        orders={orders}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSaved={() => router.refresh()}
      />
    </div>
  );
}

function RefundRow({ refund, onEdit, onDeleted }: { refund: AdminRefundRow; onEdit: () => void; onDeleted: () => void }) {
  const label = `refund of ${formatNaira(refund.amountKobo)}${refund.orderNumber ? ` on ${refund.orderNumber}` : ''}`;
  const paystackNote = paystackRefundNote(refund.paystackStatus);

  async function remove() {
    const result = await deleteRefundAction({ id: refund.id }).catch(() => null);
    if (result?.ok) {
      toast.success('Success', { description: 'Refund deleted successfully' });
      onDeleted();
      return;
    }
    toast.error('Error', { description: result?.error ?? 'Failed to delete refund' });
  }

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
      <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatNaira(refund.amountKobo)}</TableCell>
      {/* The reason takes the room the other columns leave, cut short with an ellipsis (the full text is its title). */}
      <TableCell className="w-full max-w-0 min-w-40 truncate" title={refund.reason}>
        {refund.reason}
      </TableCell>
      <TableCell>
        <RefundStatusBadge status={refund.status} />
        {paystackNote ? <p className="mt-1 max-w-48 text-xs text-muted-foreground">{paystackNote}</p> : null}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lagosDay(refund.createdAt)}>{formatShortDate(refund.createdAt)}</time>
      </TableCell>
      <TableCell className={stickyActionsCell}>
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="md:size-9" aria-label={`Edit ${label}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDelete
            description={DELETE_REFUND_DESCRIPTION}
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} className="text-destructive hover:bg-destructive/10 md:size-9">
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
