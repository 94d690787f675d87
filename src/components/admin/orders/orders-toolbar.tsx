'use client';
import { useId } from 'react';
import { BellRing, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/constants';
import { statusLabel } from '@/lib/order-status';
import { ORDER_SEARCH_MAX, orderListQuery, type AdminOrderFilters } from '@/lib/schemas/order-admin';
import { useSearchAsYouType } from '@/components/admin/list-controls';

export type OrderListState = AdminOrderFilters & { page: number };

/** The list's URL for a change of search, filter or page; defaults are left out. */
export function orderListHref(state: OrderListState, change: Partial<OrderListState>) {
  return `/admin/orders${orderListQuery({ ...state, ...change })}`;
}

/** Search by order number, customer or email, filter by status and payment status, and show only what needs attention. */
export function OrdersToolbar({ state, navigate, pending }: { state: OrderListState; navigate: (href: string) => void; pending: boolean }) {
  const id = useId();
  const { query, setQuery, searchNow, field } = useSearchAsYouType(state.q, (text) => navigate(orderListHref(state, { q: text, page: 1 })));

  return (
    <form
      role="search"
      aria-label="Orders"
      className="flex flex-col gap-3 lg:flex-row lg:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow();
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search orders by order number, customer or email
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={field}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Order number, customer or email"
          maxLength={ORDER_SEARCH_MAX}
          autoComplete="off"
          className="pl-9"
        />
      </div>
      <div className="flex items-center gap-3 [&>div]:min-w-0 [&>div]:flex-1 lg:[&>div]:flex-none">
        <label htmlFor={`${id}-status`} className="sr-only">
          Filter by status
        </label>
        <NativeSelect
          id={`${id}-status`}
          value={state.status ?? ''}
          onChange={(event) => navigate(orderListHref(state, { status: (event.target.value || undefined) as OrderListState['status'], page: 1 }))}
          className="lg:w-44"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor={`${id}-payment`} className="sr-only">
          Filter by payment status
        </label>
        <NativeSelect
          id={`${id}-payment`}
          value={state.payment ?? ''}
          onChange={(event) => navigate(orderListHref(state, { payment: (event.target.value || undefined) as OrderListState['payment'], page: 1 }))}
          className="lg:w-44"
        >
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </NativeSelect>
        {/* On a phone the slot only takes room while loading, so the filters reach the edge. */}
        <span className={cn('inline-flex w-5 shrink-0 justify-center', !pending && 'max-lg:hidden')} aria-live="polite">
          {pending ? <Spinner label="Loading orders" /> : null}
        </span>
      </div>
      {/* Orders whose money waits on an admin: transfers to confirm, payments to review, refunds due. */}
      <Button
        type="button"
        variant={state.attention ? 'primary' : 'subtle'}
        aria-pressed={state.attention}
        className="self-start lg:self-auto"
        onClick={() => navigate(orderListHref(state, { attention: !state.attention, page: 1 }))}
      >
        <BellRing aria-hidden="true" className="size-4" />
        Needs attention
      </Button>
    </form>
  );
}
