'use client';
import Link from 'next/link';
import { toast } from 'sonner';
import { Download, FileCheck, RotateCw } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { useCan } from '@/components/admin/staff-role-context';
import { ToneBadge } from '@/components/tone-badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { useAction } from '@/components/use-action';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { EINVOICE_STATE_LABELS, type EInvoiceState } from '@/lib/einvoicing/einvoice-states';
import { listHref } from '@/lib/list-href';
import { formatNaira } from '@/lib/money';
import type { StatusTone } from '@/lib/order-status';
import type { AdminEInvoiceFilters } from '@/lib/schemas/einvoice-admin';
import type { AdminEInvoicePage, AdminEInvoiceRow } from '@/server/einvoicing/admin-einvoice-reads';
import { retryEInvoiceAction } from '@/server/einvoicing/actions/retry-einvoice';
import { CorrectBuyerButton } from './correct-buyer-dialog';
import { EInvoicesToolbar } from './einvoices-toolbar';

const PATH = '/admin/einvoices';
type ListState = AdminEInvoiceFilters & { page: number };

const STATE_TONES: Record<EInvoiceState, StatusTone> = {
  waiting: 'yellow',
  validated: 'blue',
  signed: 'blue',
  transmitted: 'purple',
  confirmed: 'green',
  refused: 'red',
};

/** The states "Retry now" is offered for: refused (sent again from the start), waiting (its job made due now). */
const RETRYABLE: readonly EInvoiceState[] = ['refused', 'waiting'];

const COLUMNS: ListColumn[] = [
  { label: 'Order Number' },
  { label: 'Type' },
  { label: 'IRN' },
  { label: 'State' },
  { label: 'Amount', className: 'text-right' },
  { label: 'Attempts', className: 'text-right' },
  { label: 'Last answer' },
  { label: 'Created' },
  { label: 'Due by' },
  { label: 'Actions', className: cn('text-right', stickyActionsHead) },
];

/** Without einvoices.retry there is nothing to do in a row: no Actions column. */
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);

const isFiltered = (state: ListState) => Boolean(state.q || state.state || state.from || state.to);

/**
 * The E-invoices screen: every invoice and credit note reported to the NRS's MBS, newest first, with
 * where it stands, MBS's last answer and a refusal's reasons; a late one (its 24-hour reporting line
 * less than two hours away) in red; "Retry now" for a refused or waiting one, "Correct buyer" for a refused
 * invoice, why a business's invoice went B2C, and "Export CSV".
 */
export function EInvoicesScreen({ data, state }: { data: AdminEInvoicePage; state: ListState }) {
  const list = useAdminList(data.rows, { path: PATH, state });
  const canRetry = useCan('einvoices.retry');
  const filtered = isFiltered(state);
  const { page: _page, ...filters } = state;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="E-invoices"
        description="Invoices and credit notes reported to the Nigeria Revenue Service (MBS), where each stands and MBS’s last answer. Each must be reported within 24 hours of the money."
        actions={
          <Button asChild variant="subtle">
            {/* A plain link: the browser downloads the file the route streams, every row these filters match. */}
            <a href={listHref(`${PATH}/export`, filters)} download>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </Button>
        }
      />

      <EInvoicesToolbar filters={filters} list={list} />

      <ListResults
        list={list}
        page={data}
        noun={['e-invoice', 'e-invoices']}
        empty={{
          icon: FileCheck,
          message: 'No e-invoices found',
          hint: filtered
            ? 'No e-invoice matches this search and these filters.'
            : 'E-invoicing reports each sale to the Nigeria Revenue Service once it is configured with the NRS_* variables (see “E-invoicing” in the README). Invoices appear here as money is received.',
          clear: filtered ? 'Clear filters' : undefined,
        }}
      >
        <ListTable aria-label="E-invoices" columns={canRetry ? COLUMNS : READ_ONLY_COLUMNS}>
          {list.visible.map((row) => (
            <EInvoiceRow key={row.id} row={row} canRetry={canRetry} onRetried={list.reload} />
          ))}
        </ListTable>
      </ListResults>
    </div>
  );
}

function EInvoiceRow({ row, canRetry, onRetried }: { row: AdminEInvoiceRow; canRetry: boolean; onRetried: () => void }) {
  const typeLabel = row.typeCode === '381' ? 'Credit note' : 'Invoice';
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <Link href={`/admin/orders?q=${encodeURIComponent(row.orderNumber)}`} className="font-mono text-sm font-semibold hover:underline hover:underline-offset-4">
          {row.orderNumber}
        </Link>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {typeLabel}
        {row.kind === 'B2B' ? <span className="ml-1 text-xs text-muted-foreground">(B2B)</span> : null}
        {row.buyerNote ? <p className="mt-1 max-w-64 text-xs whitespace-normal text-amber-800">B2C: {row.buyerNote}</p> : null}
      </TableCell>
      <TableCell className="max-w-56 min-w-40 truncate font-mono text-xs" title={row.irn}>
        {row.irn}
      </TableCell>
      <TableCell className="min-w-36">
        <ToneBadge tone={STATE_TONES[row.state]}>{EINVOICE_STATE_LABELS[row.state]}</ToneBadge>
        {row.state === 'refused' && row.reasons.length > 0 ? (
          <ul className="mt-1 max-w-64 list-disc pl-4 text-xs text-red-800" aria-label="MBS’s reasons">
            {row.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </TableCell>
      <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatNaira(row.amountKobo)}</TableCell>
      <TableCell className="text-right tabular-nums">{row.attempts}</TableCell>
      <TableCell className="max-w-64 min-w-40 truncate text-sm text-muted-foreground" title={row.lastAnswer ?? undefined}>
        {row.lastAnswer ?? '—'}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {row.late ? (
          <span className="font-semibold text-red-700" data-testid="einvoice-late">
            Late: due by <time dateTime={new Date(row.dueBy).toISOString()}>{formatDateTime(row.dueBy)}</time>
          </span>
        ) : row.state === 'confirmed' || row.state === 'refused' ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <time dateTime={new Date(row.dueBy).toISOString()}>{formatDateTime(row.dueBy)}</time>
        )}
      </TableCell>
      {canRetry ? (
        <TableCell className={cn(stickyActionsCell, 'text-right')}>
          <div className="flex justify-end gap-2">
            {row.state === 'refused' && row.typeCode === '380' ? <CorrectBuyerButton row={row} onCorrected={onRetried} /> : null}
            {RETRYABLE.includes(row.state) ? <RetryButton row={row} onRetried={onRetried} /> : null}
          </div>
        </TableCell>
      ) : null}
    </TableRow>
  );
}

function RetryButton({ row, onRetried }: { row: AdminEInvoiceRow; onRetried: () => void }) {
  const { run, pending } = useAction(toast);
  return (
    <Button
      size="sm"
      variant="subtle"
      disabled={pending}
      onClick={async () => {
        const result = await run(
          retryEInvoiceAction,
          { id: row.id },
          { success: { title: 'Sent again', description: `${row.irn} is on its way to MBS.` }, refused: 'Error', failed: 'Failed to send the e-invoice again' },
        );
        if (result.ok) onRetried();
      }}
    >
      <RotateCw aria-hidden="true" className={cn('size-4', pending && 'animate-spin')} />
      Retry now<span className="sr-only"> {row.irn}</span>
    </Button>
  );
}
