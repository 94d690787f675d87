'use client';
import Link from 'next/link';
import { ClipboardList } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { QUOTE_STATUSES, type QuoteStatus } from '@/lib/made-to-order-constants';
import { formatShortDate, lagosDay } from '@/lib/dates';
import { QUOTE_STATUS_LABELS, quoteSubject } from '@/lib/quotes';
import { QUOTE_SEARCH_MAX } from '@/lib/schemas/quote';
import type { AdminQuotePage, AdminQuoteRow } from '@/server/quotes/admin-quote-reads';

type ListState = { q: string; status: QuoteStatus | undefined; page: number };

const COLUMNS: ListColumn[] = [{ label: 'Quote' }, { label: 'Status' }, { label: 'Customer' }, { label: 'Request' }, { label: 'Received' }];

/** Quotes: requests for custom pieces and rooms, newest first, searched and filtered in the URL. */
export function QuotesScreen({ data, state }: { data: AdminQuotePage; state: ListState }) {
  const list = useAdminList(data.rows, { path: '/admin/quotes', state });
  const filtered = Boolean(state.q || state.status);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Quotes" description="Requests for custom pieces and rooms, the quotes you send, and the orders they became." />
      <ListToolbar
        list={list}
        q={state.q}
        label="Search quotes by number, name or email"
        placeholder="Search quotes..."
        maxLength={QUOTE_SEARCH_MAX}
        pendingLabel="Loading quotes"
      >
        <ListFilter
          label="Status"
          value={state.status}
          allLabel="All statuses"
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] }))}
          onChange={(status) => list.go({ status, page: 1 })}
          className="sm:w-48"
        />
      </ListToolbar>
      <ListResults
        list={list}
        page={data}
        noun={['quote', 'quotes']}
        empty={{
          icon: ClipboardList,
          message: 'No quotes found',
          hint: filtered ? 'No quote matches this search and status.' : 'Requests from the quote form and product pages appear here.',
          clear: filtered ? 'Clear search' : undefined,
        }}
      >
        <ListTable aria-label="Quotes" columns={COLUMNS}>
          {list.visible.map((quote) => (
            <QuoteRow key={quote.id} quote={quote} />
          ))}
        </ListTable>
      </ListResults>
    </div>
  );
}

function QuoteRow({ quote }: { quote: AdminQuoteRow }) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <Link href={`/admin/quotes/${quote.id}`} className="font-mono text-sm font-semibold hover:underline hover:underline-offset-4">
          {quote.quoteNumber}
        </Link>
      </TableCell>
      <TableCell>
        <QuoteStatusBadge status={quote.status} />
      </TableCell>
      <TableCell className="max-w-56 min-w-40">
        <p className="truncate font-medium">{quote.name}</p>
        <p className="truncate text-xs text-muted-foreground">{quote.email}</p>
      </TableCell>
      <TableCell className="w-full max-w-0 min-w-48">
        <p className="truncate text-sm font-medium">{quoteSubject(quote, (name) => `Custom ${name}`)}</p>
        <p className="truncate text-xs text-muted-foreground" title={quote.description}>
          {quote.description}
        </p>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lagosDay(quote.createdAt)}>{formatShortDate(quote.createdAt)}</time>
      </TableCell>
    </TableRow>
  );
}
