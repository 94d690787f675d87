'use client';
import { useRouter } from 'next/navigation';
import { BadgePercent } from 'lucide-react';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, describeDiscount } from '@/lib/discounts/discount-kinds';
import { DISCOUNT_STATUS_LABELS, discountStatus } from '@/lib/discounts/discount-status';
import { DISCOUNT_IN_USE, DISCOUNT_LIMITS, DISCOUNT_STATUSES, type AdminDiscountListParams } from '@/lib/schemas/discount';
import type { AdminDiscountPage, AdminDiscountRow, DiscountTargets } from '@/server/discounts/admin-discount-reads';
import { deleteDiscountAction } from '@/server/discounts/actions/delete-discount';
import { isLimited } from '@/lib/discounts/discount-amount';
import { DiscountDialog } from './discount-dialog';

type ListState = AdminDiscountListParams;

const COLUMNS: ListColumn[] = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Status' },
  { label: 'When' },
  { label: 'Uses', className: 'text-right' },
  { label: 'Given away', className: 'text-right' },
  { label: 'Actions', className: cn('text-right', stickyActionsHead) },
];

const DELETE_MESSAGES: RemoveMessages = { successTitle: 'Success', success: 'Discount code deleted', failed: 'Failed to delete discount code.' };
const filterClass = 'min-w-0 flex-1 sm:w-44 sm:flex-none';

/** The Discounts screen: search by code, filter by status and kind, pages, and the create/edit dialog. */
export function DiscountsScreen({ data, targets, state }: { data: AdminDiscountPage; targets: DiscountTargets; state: ListState }) {
  const router = useRouter();
  const list = useAdminList(data.rows, { path: '/admin/discounts', state });
  const editing = useEditDialog<AdminDiscountRow>();
  const filtered = Boolean(state.q || state.status || state.kind);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Discounts"
        description="Codes shoppers type at checkout. A code counts a use when an order is placed with it; an unpaid order that is cancelled gives its use back."
        actions={<AddButton onClick={editing.add}>Create Code</AddButton>}
      />

      <ListToolbar
        list={list}
        q={state.q}
        label="Search discount codes"
        placeholder="Search codes..."
        maxLength={DISCOUNT_LIMITS.search}
        pendingLabel="Loading discount codes"
      >
        <div className="flex items-center gap-3">
          <ListFilter
            label="Filter by status"
            allLabel="All statuses"
            value={state.status}
            options={DISCOUNT_STATUSES.map((value) => ({ value, label: DISCOUNT_STATUS_LABELS[value] }))}
            onChange={(status) => list.go({ status, page: 1 })}
            className={filterClass}
          />
          <ListFilter
            label="Filter by kind"
            allLabel="All kinds"
            value={state.kind}
            options={DISCOUNT_KINDS.map((value) => ({ value, label: DISCOUNT_KIND_LABELS[value] }))}
            onChange={(kind) => list.go({ kind, page: 1 })}
            className={filterClass}
          />
        </div>
      </ListToolbar>

      <ListResults
        list={list}
        page={data}
        noun={['code', 'codes']}
        empty={{
          icon: BadgePercent,
          message: 'No discount codes found',
          hint: filtered ? 'No code matches this search and these filters.' : 'Codes you create for a sale or a giveaway appear here.',
          clear: filtered ? 'Clear search and filters' : undefined,
        }}
      >
        <ListTable aria-label="Discount codes" columns={COLUMNS}>
          {list.visible.map((code) => (
            <DiscountRow
              key={code.id}
              code={code}
              onEdit={() => editing.edit(code)}
              onDelete={() => list.remove(code.id, deleteDiscountAction, DELETE_MESSAGES)}
            />
          ))}
        </ListTable>
      </ListResults>

      <DiscountDialog
        open={editing.open}
        code={editing.item}
        targets={targets}
        onClose={editing.close}
        onSaved={() => router.refresh()}
      />
    </div>
  );
}

function DiscountRow({ code, onEdit, onDelete }: { code: AdminDiscountRow; onEdit: () => void; onDelete: () => Promise<void> }) {
  const status = discountStatus(code);
  const limited = isLimited(code);
  return (
    <TableRow>
      <TableCell className="font-mono text-sm font-semibold whitespace-nowrap">{code.code}</TableCell>
      <TableCell className="min-w-40">
        {describeDiscount(code)}
        <p className="text-xs text-muted-foreground">
          {[code.minSubtotalKobo > 0 ? `Min. ${formatNaira(code.minSubtotalKobo)}` : null, limited ? 'Some pieces only' : null].filter(Boolean).join(' · ') ||
            'Every piece'}
        </p>
      </TableCell>
      <TableCell>
        <Badge variant={status === 'active' ? 'accent' : status === 'scheduled' ? 'indigo' : 'secondary'}>{DISCOUNT_STATUS_LABELS[status]}</Badge>
      </TableCell>
      <TableCell className="min-w-40 text-xs text-muted-foreground">
        {code.startsAt ? <p>From {formatDateTime(code.startsAt)}</p> : null}
        {code.endsAt ? <p>Until {formatDateTime(code.endsAt)}</p> : null}
        {!code.startsAt && !code.endsAt ? 'No end date' : null}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums" data-testid="discount-uses">
        {code.usesCount}
        {code.usageLimit !== null ? ` / ${code.usageLimit}` : ''}
      </TableCell>
      <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums" data-testid="discount-given-away">
        {formatNaira(code.givenAwayKobo)}
      </TableCell>
      <TableCell className={stickyActionsCell}>
        <RowActions
          name={`code ${code.code}`}
          onEdit={onEdit}
          deleteDescription={code.usesCount > 0 ? DISCOUNT_IN_USE : `This will permanently delete the code ${code.code}. This action cannot be undone.`}
          onDelete={onDelete}
          className="md:size-9"
        />
      </TableCell>
    </TableRow>
  );
}
