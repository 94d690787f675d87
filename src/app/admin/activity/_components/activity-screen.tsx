'use client';
import { useState } from 'react';
import Link from 'next/link';
import { ChevronLeft, ChevronRight, Download, History } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListEmpty } from '@/components/admin/list-empty';
import { ListLink, type Navigate } from '@/components/admin/list/list-results';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { useAdminList } from '@/components/admin/list/use-admin-list';
import { useCan } from '@/components/admin/staff-role-context';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { auditActionLabel, auditActorName, auditEntityHref, auditEntityLabel } from '@/lib/audit-labels';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { listHref } from '@/lib/list-href';
import { ACTIVITY_FILTER_KEYS, type ActivityFilters } from '@/lib/schemas/activity';
import type { ActivityPage, ActivityPerson } from '@/server/audit/admin-activity-reads';
import type { ActivityRow } from '@/server/audit/activity-log-keyset';
import { ActivityEntryDialog } from './activity-entry-dialog';
import { ActivityToolbar } from './activity-toolbar';

const PATH = '/admin/activity';

const COLUMNS: ListColumn[] = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'Action' },
  { label: 'What' },
  { label: 'Client IP' },
  { label: 'Open', srOnly: true, className: 'text-right' },
];

/** The list's URL: its filters, and on another page than the first the cursor of that page. */
type ActivityListState = ActivityFilters & { older?: string; newer?: string };

const isFiltered = (filters: ActivityFilters) => ACTIVITY_FILTER_KEYS.some((key) => Boolean(filters[key]));

/**
 * The Activity screen: the log newest first, its filters in the URL, "Newer" and "Older" pages by
 * cursor, each row opened in a dialog with its before/after; "Export CSV" for roles that may. A
 * table from tablet width, cards on a phone. Read only: nothing here changes a row.
 */
export function ActivityScreen({ page, people, filters }: { page: ActivityPage; people: ActivityPerson[]; filters: ActivityFilters }) {
  const list = useAdminList<{ id: string }, ActivityListState>([], { path: PATH, state: filters });
  const canExport = useCan('audit.export');
  const [opened, setOpened] = useState<ActivityRow | null>(null);
  const filtered = isFiltered(filters);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Activity"
        description="Every change made in the back office and by the admin commands, who made it and from where, newest first. Rows cannot be changed or deleted."
        actions={
          canExport ? (
            <Button asChild variant="subtle">
              {/* A plain link: the browser downloads the file the route streams, every row these filters match. */}
              <a href={listHref(`${PATH}/export`, filters)} download>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </a>
            </Button>
          ) : undefined
        }
      />

      <ActivityToolbar filters={filters} people={people} list={list} />

      {page.rows.length === 0 ? (
        <ListEmpty
          icon={History}
          message="No activity found"
          hint={filtered ? 'Nothing recorded matches these filters.' : 'Changes made in the back office appear here.'}
          action={
            filtered ? (
              <Button variant="subtle" size="sm" onClick={() => list.navigate(PATH)}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div aria-busy={list.pending} className={cn('transition-opacity', list.pending && 'opacity-60')}>
            <ActivityCards rows={page.rows} onOpen={setOpened} />
            <ActivityTable rows={page.rows} onOpen={setOpened} />
          </div>
          <ActivityPager
            newer={page.newer ? list.href({ newer: page.newer }) : null}
            older={page.older ? list.href({ older: page.older }) : null}
            navigate={list.navigate}
          />
        </div>
      )}

      <ActivityEntryDialog row={opened} onClose={() => setOpened(null)} />
    </div>
  );
}

function EntityLink({ row, className }: { row: ActivityRow; className?: string }) {
  const href = auditEntityHref(row);
  return (
    <span className={className}>
      <span className="block text-xs text-muted-foreground">{auditEntityLabel(row.entityType)}</span>
      {href ? (
        <Link href={href} className="font-medium break-words hover:underline hover:underline-offset-4">
          {row.entityLabel}
        </Link>
      ) : (
        <span className="font-medium break-words">{row.entityLabel}</span>
      )}
    </span>
  );
}

function OpenButton({ row, onOpen, className }: { row: ActivityRow; onOpen: (row: ActivityRow) => void; className?: string }) {
  return (
    <Button variant="subtle" size="sm" className={className} onClick={() => onOpen(row)} aria-label={`Open ${auditActionLabel(row.action).toLowerCase()}: ${row.entityLabel}`}>
      Open
    </Button>
  );
}

const When = ({ row }: { row: ActivityRow }) => <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at)}</time>;

function ActivityTable({ rows, onOpen }: { rows: ActivityRow[]; onOpen: (row: ActivityRow) => void }) {
  return (
    <div className="hidden md:block">
      <ListTable aria-label="Activity" columns={COLUMNS}>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="activity-row">
            <TableCell className="whitespace-nowrap">
              <When row={row} />
            </TableCell>
            <TableCell className="max-w-48 min-w-32">{auditActorName(row)}</TableCell>
            <TableCell className="whitespace-nowrap">{auditActionLabel(row.action)}</TableCell>
            <TableCell className="w-full max-w-0 min-w-48">
              <EntityLink row={row} />
            </TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap text-muted-foreground">{row.clientIp ?? '—'}</TableCell>
            <TableCell className="text-right">
              <OpenButton row={row} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </div>
  );
}

function ActivityCards({ rows, onOpen }: { rows: ActivityRow[]; onOpen: (row: ActivityRow) => void }) {
  return (
    <ul aria-label="Activity" className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} data-testid="activity-card" className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-sm">
          <p>
            <span className="font-semibold">{auditActionLabel(row.action)}</span> by {auditActorName(row)}
          </p>
          <EntityLink row={row} />
          <p className="text-xs text-muted-foreground">
            <When row={row} />
            {row.clientIp ? ` · ${row.clientIp}` : null}
          </p>
          <OpenButton row={row} onOpen={onOpen} className="h-11 self-start" />
        </li>
      ))}
    </ul>
  );
}

const pageLinkClass =
  'inline-flex h-11 items-center gap-1 rounded-md border border-border bg-card px-3 text-sm font-semibold hover:bg-sand md:h-9 aria-disabled:pointer-events-none aria-disabled:opacity-50';

/** "Newer" and "Older": links to the pages either side of this one; disabled look-alikes at either end. */
function ActivityPager({ newer, older, navigate }: { newer: string | null; older: string | null; navigate: Navigate }) {
  if (!newer && !older) return null;
  const end = (children: React.ReactNode) => (
    <span aria-disabled="true" className={pageLinkClass}>
      {children}
    </span>
  );
  const newerLabel = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      Newer
    </>
  );
  const olderLabel = (
    <>
      Older
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {newer ? (
        <ListLink href={newer} navigate={navigate} className={pageLinkClass} rel="prev">
          {newerLabel}
        </ListLink>
      ) : (
        end(newerLabel)
      )}
      {older ? (
        <ListLink href={older} navigate={navigate} className={pageLinkClass} rel="next">
          {olderLabel}
        </ListLink>
      ) : (
        end(olderLabel)
      )}
    </nav>
  );
}
