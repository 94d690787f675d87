'use client';
import { ShoppingCart } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { ListToolbar } from '@/components/admin/list/list-toolbar';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { ABANDONED_CHECKOUTS_SEARCH_MAX } from '@/lib/schemas/abandoned-checkouts';
import type { AbandonedCheckoutPage, AbandonedCheckoutRow } from '@/server/abandoned-checkouts/admin-abandoned-checkout-reads';
import { WhatsAppFollowUpButton } from './whatsapp-follow-up-button';
import { displayPhone } from '@/lib/nigeria';

type ListState = { q: string; page: number };

const COLUMNS: ListColumn[] = [
  { label: 'Customer' },
  { label: 'Phone' },
  { label: 'Reached checkout' },
  { label: 'Pieces' },
  { label: 'Value', className: 'text-right' },
  { label: 'Reminders', className: 'text-right' },
  { label: 'Follow up', srOnly: true },
];

const reminders = (sent: number) => (sent === 0 ? 'None yet' : `${sent} of 2 sent`);

function Pieces({ row }: { row: AbandonedCheckoutRow }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {row.pieces.map((piece) => (
        <li key={`${piece.id}:${piece.variant ?? ''}`}>
          {piece.name}
          {piece.variant ? <span className="text-muted-foreground"> · {piece.variant}</span> : null}
          <span className="text-muted-foreground"> × {piece.quantity}</span>
          {piece.soldOut ? <span className="ml-1 text-xs font-semibold text-red-700">Sold out</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The Abandoned Checkouts screen: shoppers who reached checkout and did not order, newest first. */
export function AbandonedCheckoutsScreen({ data, state }: { data: AbandonedCheckoutPage; state: ListState }) {
  const list = useAdminList(data.rows, { path: '/admin/abandoned-checkouts', state });
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Abandoned Checkouts"
        description="Signed-in shoppers who reached checkout and have not ordered. Values are at today's prices; reminders go out by mail on their own."
      />
      <ListToolbar
        list={list}
        q={state.q}
        label="Search abandoned checkouts by name or email"
        placeholder="Search by name or email..."
        maxLength={ABANDONED_CHECKOUTS_SEARCH_MAX}
        pendingLabel="Loading abandoned checkouts"
      />
      <ListResults
        list={list}
        page={data}
        noun={['abandoned checkout', 'abandoned checkouts']}
        empty={{
          icon: ShoppingCart,
          message: 'No abandoned checkouts',
          hint: state.q ? `Nobody’s name or email contains “${state.q}”.` : 'Shoppers who reach checkout and leave without ordering appear here.',
          clear: state.q ? 'Clear search' : undefined,
        }}
      >
        {/* Phones: one card per checkout. */}
        <ul className="flex flex-col gap-3 md:hidden" aria-label="Abandoned checkouts">
          {list.visible.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-foreground">{row.name}</p>
                  <p className="truncate text-muted-foreground">{row.email}</p>
                  {row.phone ? <p className="text-muted-foreground">{displayPhone(row.phone)}</p> : null}
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatNaira(row.valueKobo)}</p>
              </div>
              <Pieces row={row} />
              <p className="text-xs text-muted-foreground">
                Reached checkout {formatDateTime(row.checkoutReachedAt)} · Reminders: {reminders(row.remindersSent)}
              </p>
              {row.phone ? <WhatsAppFollowUpButton userId={row.id} name={row.name} /> : null}
            </li>
          ))}
        </ul>
        <div className="max-md:hidden">
          <ListTable aria-label="Abandoned checkouts" columns={COLUMNS}>
            {list.visible.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="max-w-56">
                  <p className="font-medium text-foreground">{row.name}</p>
                  <p className="truncate text-muted-foreground" title={row.email}>
                    {row.email}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.phone ? displayPhone(row.phone) : <span className="text-muted-foreground">Not known</span>}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(row.checkoutReachedAt)}</TableCell>
                <TableCell className="min-w-48">
                  <Pieces row={row} />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(row.valueKobo)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{reminders(row.remindersSent)}</TableCell>
                <TableCell className="text-right">{row.phone ? <WhatsAppFollowUpButton userId={row.id} name={row.name} /> : null}</TableCell>
              </TableRow>
            ))}
          </ListTable>
        </div>
      </ListResults>
    </div>
  );
}
