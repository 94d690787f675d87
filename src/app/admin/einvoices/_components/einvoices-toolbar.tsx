'use client';
import { useId } from 'react';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import type { AdminList } from '@/components/admin/list/use-admin-list';
import { Input } from '@/components/ui/input';
import { EINVOICE_STATES, EINVOICE_STATE_LABELS } from '@/lib/einvoicing/einvoice-states';
import { EINVOICE_SEARCH_MAX, type AdminEInvoiceFilters } from '@/lib/schemas/einvoice-admin';

const STATE_OPTIONS = EINVOICE_STATES.map((state) => ({ value: state, label: EINVOICE_STATE_LABELS[state] }));

/** A Lagos calendar day bound of the list, with its visible label. */
function DayFilter({ label, value, min, max, onChange }: { label: string; value?: string; min?: string; max?: string; onChange: (day: string | undefined) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
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

/** Search by order number or IRN; filter by state and by the Lagos days they were issued. Every change is a new URL. */
export function EInvoicesToolbar({
  filters,
  list,
}: {
  filters: AdminEInvoiceFilters;
  list: Pick<AdminList, 'pending' | 'search'> & { go: (change: Partial<AdminEInvoiceFilters & { page: number }>) => void };
}) {
  return (
    <ListToolbar
      list={list}
      aria-label="E-invoices"
      q={filters.q}
      label="Search e-invoices by order number or IRN"
      placeholder="Search by order number or IRN..."
      maxLength={EINVOICE_SEARCH_MAX}
      pendingLabel="Loading e-invoices"
      className="lg:flex-row lg:flex-wrap"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ListFilter
          label="Filter by state"
          allLabel="All states"
          value={filters.state}
          options={STATE_OPTIONS}
          onChange={(state) => list.go({ state, page: 1 })}
          className="sm:w-44"
        />
        <div className="flex flex-wrap items-center gap-3">
          <DayFilter label="From" value={filters.from} max={filters.to} onChange={(from) => list.go({ from, page: 1 })} />
          <DayFilter label="To" value={filters.to} min={filters.from} onChange={(to) => list.go({ to, page: 1 })} />
        </div>
      </div>
    </ListToolbar>
  );
}
