'use client';
import { useState } from 'react';
import { History } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/components/admin/staff-role-context';
import { loadEntityHistoryAction } from '@/server/audit/actions/load-entity-history';
import type { AuditRow } from '@/server/audit/audit-rows';
import { auditActionLabel, auditActorName } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/dates';
import { AuditChangesTable } from './audit-changes-table';
import { useAction } from '@/components/use-action';

type State = { status: 'closed' } | { status: 'loading' } | { status: 'failed'; error: string } | { status: 'loaded'; rows: AuditRow[] };

/**
 * An order's, product's or customer's own History from the activity log, loaded when opened. Shown
 * only to roles that may read the log (owners and accountants).
 */
export function EntityHistory({ entityType, entityId }: { entityType: string; entityId: string }) {
  const canRead = useCan('audit.read');
  const [state, setState] = useState<State>({ status: 'closed' });
  const { run } = useAction();
  if (!canRead) return null;

  async function load() {
    setState({ status: 'loading' });
    const result = await run(loadEntityHistoryAction, { entityType, entityId }, { failed: 'Could not load the history. Check your connection and try again.' });
    setState(result.ok ? { status: 'loaded', rows: result.data } : { status: 'failed', error: result.error });
  }

  return (
    <details
      className="rounded-lg border border-border bg-card"
      onToggle={(event) => {
        if (event.currentTarget.open && state.status === 'closed') void load();
      }}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold">
        <History aria-hidden="true" className="size-4" />
        History
      </summary>
      <div className="border-t border-border px-4 py-3 text-sm" aria-live="polite">
        {state.status === 'loading' || state.status === 'closed' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> Loading history…
          </p>
        ) : state.status === 'failed' ? (
          <p role="alert" className="text-destructive">
            {state.error}
          </p>
        ) : state.rows.length === 0 ? (
          <p className="text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="entity-history">
            {state.rows.map((row) => (
              <li key={row.id} className="border-b border-border pb-3 last:border-b-0 last:pb-0">
                <p>
                  <span className="font-medium">{auditActionLabel(row.action)}</span> by {auditActorName(row)}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at)}</time>
                  {row.clientIp ? ` · ${row.clientIp}` : null}
                </p>
                <AuditChangesTable changes={row.changes} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
