'use client';
import Link from 'next/link';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { auditActionLabel, auditActorName, auditEntityHref, auditEntityLabel } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/dates';
import type { ActivityRow } from '@/server/audit/activity-log-keyset';
import { AuditChangesTable } from '@/components/admin/activity/audit-changes-table';

/** One row of the log opened: who, when, from where, what, the fields before and after, and its details. */
export function ActivityEntryDialog({ row, onClose }: { row: ActivityRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {row ? <ActivityEntry row={row} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ActivityEntry({ row }: { row: ActivityRow }) {
  const href = auditEntityHref(row);
  const hasChanges = Object.keys(row.changes).length > 0;
  const hasDetails = Object.keys(row.details).length > 0;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-xl break-words">{row.entityLabel}</DialogTitle>
        <DialogDescription>
          {auditActionLabel(row.action)} by {auditActorName(row)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">When</dt>
        <dd>
          <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at)}</time> (Lagos)
        </dd>
        <dt className="text-muted-foreground">Client IP</dt>
        <dd className="break-all">{row.clientIp ?? '—'}</dd>
        <dt className="text-muted-foreground">Kind</dt>
        <dd>
          {auditEntityLabel(row.entityType)}
          {row.entityId ? <span className="ml-1 font-mono text-xs break-all text-muted-foreground">{row.entityId}</span> : null}
        </dd>
        {href ? (
          <>
            <dt className="text-muted-foreground">Open</dt>
            <dd>
              <Link href={href} className="font-medium underline underline-offset-4">
                {row.entityLabel}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-label="Changes">
        <h3 className="text-sm font-semibold">Before and after</h3>
        {hasChanges ? <AuditChangesTable changes={row.changes} /> : <p className="mt-1 text-sm text-muted-foreground">No fields changed.</p>}
      </section>
      {hasDetails ? (
        <section aria-label="Details">
          <h3 className="text-sm font-semibold">Details</h3>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs break-words whitespace-pre-wrap">{JSON.stringify(row.details, null, 2)}</pre>
        </section>
      ) : null}
    </>
  );
}
