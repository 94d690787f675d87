'use client';
import { useId } from 'react';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import type { AdminList } from '@/components/admin/list/use-admin-list';
import { Input } from '@/components/ui/input';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/lib/audit-labels';
import { ACTIVITY_COMMAND_PERSON, ACTIVITY_SEARCH_MAX, ACTIVITY_SYSTEM_PERSON, type ActivityFilters } from '@/lib/schemas/activity';
import { STAFF_ROLE_LABELS, isStaffRole } from '@/lib/staff-roles';
import type { ActivityPerson } from '@/server/audit/admin-activity-reads';

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

const TYPE_OPTIONS = byLabel(AUDIT_ENTITY_LABELS);
const ACTION_OPTIONS = byLabel(AUDIT_ACTION_LABELS);

function personOptions(people: ActivityPerson[]) {
  return [
    ...people.map((person) => {
      const name = person.name || person.email || 'Unknown';
      return { value: person.id, label: isStaffRole(person.role) ? `${name} (${STAFF_ROLE_LABELS[person.role]})` : name };
    }),
    { value: ACTIVITY_SYSTEM_PERSON, label: 'The shop' },
    { value: ACTIVITY_COMMAND_PERSON, label: 'Command line' },
  ];
}

/** A Lagos calendar day bound of the list, with its visible label. */
function DayFilter({ label, value, min, max, onChange }: { label: string; value?: string; min?: string; max?: string; onChange: (day: string | undefined) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 basis-full items-center gap-2 sm:basis-auto">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </label>
      {/* Uncontrolled, keyed by the URL's value: a half-typed date is never sent, Back shows the URL's. */}
      <Input
        key={value ?? ''}
        id={id}
        type="date"
        defaultValue={value ?? ''}
        min={min}
        max={max}
        className="min-w-0 flex-1 sm:w-40 sm:flex-none"
        onChange={(event) => {
          const day = event.target.value;
          if (day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(day || undefined);
        }}
      />
    </div>
  );
}

// Two to a row on a phone (a third wraps), side by side from laptop width.
const filterClass = 'min-w-0 flex-1 basis-36 lg:w-44 lg:flex-none lg:basis-auto';

/** Search by label; filter by person, kind of entity, action and Lagos days. Every change is a new URL. */
export function ActivityToolbar({
  filters,
  people,
  list,
}: {
  filters: ActivityFilters;
  people: ActivityPerson[];
  list: Pick<AdminList, 'pending' | 'search'> & { go: (change: Partial<ActivityFilters>) => void };
}) {
  return (
    <ListToolbar
      list={list}
      aria-label="Activity"
      q={filters.q}
      label="Search activity by label"
      placeholder="Search by label, e.g. an order number"
      maxLength={ACTIVITY_SEARCH_MAX}
      pendingLabel="Loading activity"
      className="sm:flex-col sm:items-stretch"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
        <div className="flex flex-wrap items-center gap-3">
          <ListFilter label="Filter by person" allLabel="Everyone" value={filters.person} options={personOptions(people)} onChange={(person) => list.go({ person })} className={filterClass} />
          <ListFilter label="Filter by kind" allLabel="All kinds" value={filters.type} options={TYPE_OPTIONS} onChange={(type) => list.go({ type })} className={filterClass} />
          <ListFilter label="Filter by action" allLabel="All actions" value={filters.action} options={ACTION_OPTIONS} onChange={(action) => list.go({ action })} className={filterClass} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <DayFilter label="From" value={filters.from} max={filters.to} onChange={(from) => list.go({ from })} />
          <DayFilter label="To" value={filters.to} min={filters.from} onChange={(to) => list.go({ to })} />
        </div>
      </div>
    </ListToolbar>
  );
}
