'use client';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { TableCell, TableRow } from '@/components/ui/table';
import type { AdminTransfer } from '@/server/stock/transfer-reads';
import { PiecesSent, ReceiveButton, Route, Sent, Status, type ReceiveHandlers } from './transfer-parts';

const COLUMNS: ListColumn[] = [
  { label: 'Sent' },
  { label: 'From → To' },
  { label: 'Pieces' },
  { label: 'Status' },
  { label: 'Actions', className: `text-right ${stickyActionsHead}` },
];

/** The transfers, newest first, from tablet width up (phones get TransferCards); a narrow window scrolls it sideways with the actions pinned. */
export function TransfersTable({ transfers, ...handlers }: ReceiveHandlers & { transfers: AdminTransfer[] }) {
  return (
    <ListTable aria-label="Transfers" columns={COLUMNS}>
      {transfers.map((transfer) => (
        <TableRow key={transfer.id}>
          <TableCell className="min-w-36 align-top">
            <Sent transfer={transfer} />
          </TableCell>
          <TableCell className="min-w-44 align-top font-medium">
            <Route transfer={transfer} />
          </TableCell>
          <TableCell className="max-w-80 min-w-56 align-top">
            <PiecesSent transfer={transfer} />
          </TableCell>
          <TableCell className="min-w-36 align-top">
            <Status transfer={transfer} />
          </TableCell>
          <TableCell className={`${stickyActionsCell} text-right align-top`}>
            <ReceiveButton transfer={transfer} {...handlers} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
