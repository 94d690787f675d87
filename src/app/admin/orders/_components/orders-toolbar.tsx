'use client';
import { BellRing, CalendarDays, Scissors, X } from 'lucide-react';
import { ListFilter, ListToolbar } from '@/components/admin/list/list-toolbar';
import type { AdminList } from '@/components/admin/list/use-admin-list';
import { Button } from '@/components/ui/button';
import { ORDER_CHANNEL_LABELS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/constants';
import { statusLabel } from '@/lib/order-status';
import { formatShortDate } from '@/lib/dates';
import { ORDER_SEARCH_MAX, type AdminOrderFilters, type AdminOrderListParams } from '@/lib/schemas/order-admin';

export type OrderListState = AdminOrderFilters & Pick<AdminOrderListParams, 'sort' | 'dir' | 'page'>;

const options = <Status extends string>(statuses: readonly Status[]) => statuses.map((status) => ({ value: status, label: statusLabel(status) }));

// Side by side from laptop width; on a phone the three selects share a row under the search box.
const filterClass = 'min-w-0 flex-1 lg:w-44 lg:flex-none';

/** 'Placed 1 Nov 2026 – 30 Nov 2026', 'Placed from 1 Nov 2026', 'Placed 3 Nov 2026'. */
function placedText(from: string | undefined, to: string | undefined) {
  if (from && to) return from === to ? `Placed ${formatShortDate(from)}` : `Placed ${formatShortDate(from)} – ${formatShortDate(to)}`;
  return from ? `Placed from ${formatShortDate(from)}` : `Placed until ${formatShortDate(to!)}`;
}

/** Search by order number, customer or email, filter by status, payment status and channel, and show only what needs attention or sample orders. */
export function OrdersToolbar({
  state,
  list,
}: {
  state: OrderListState;
  list: Pick<AdminList, 'pending' | 'search'> & { go: (change: Partial<OrderListState>) => void };
}) {
  return (
    <ListToolbar
      list={list}
      aria-label="Orders"
      q={state.q}
      label="Search orders by order number, customer or email"
      placeholder="Order number, customer or email"
      maxLength={ORDER_SEARCH_MAX}
      pendingLabel="Loading orders"
      className="sm:flex-col sm:items-stretch lg:flex-row lg:items-center"
    >
      <div className="flex items-center gap-3">
        <ListFilter
          label="Filter by status"
          allLabel="All statuses"
          value={state.status}
          options={options(ORDER_STATUSES)}
          onChange={(status) => list.go({ status, page: 1 })}
          className={filterClass}
        />
        <ListFilter
          label="Filter by payment status"
          allLabel="All payments"
          value={state.payment}
          options={options(PAYMENT_STATUSES)}
          onChange={(payment) => list.go({ payment, page: 1 })}
          className={filterClass}
        />
        <ListFilter
          label="Filter by channel"
          allLabel="All channels"
          value={state.channel}
          options={ORDER_CHANNELS.map((channel) => ({ value: channel, label: ORDER_CHANNEL_LABELS[channel] }))}
          onChange={(channel) => list.go({ channel, page: 1 })}
          className={filterClass}
        />
      </div>
      {/* Orders whose money waits on an admin: transfers to confirm, payments to review, refunds due. */}
      <Button
        type="button"
        variant={state.attention ? 'primary' : 'subtle'}
        aria-pressed={state.attention}
        className="self-start lg:self-auto"
        onClick={() => list.go({ attention: !state.attention, page: 1 })}
      >
        <BellRing aria-hidden="true" className="size-4" />
        Needs attention
      </Button>
      {/* Orders of fabric and finish swatches alone, to post (docs/decisions/0059-fabric-samples.md). */}
      <Button
        type="button"
        variant={state.samples ? 'primary' : 'subtle'}
        aria-pressed={state.samples}
        className="self-start lg:self-auto"
        onClick={() => list.go({ samples: !state.samples, page: 1 })}
      >
        <Scissors aria-hidden="true" className="size-4" />
        Sample orders
      </Button>
      {/* Days come from a Reports link (a period's orders): shown, and cleared here, not typed. */}
      {state.from || state.to ? (
        <Button type="button" variant="primary" className="self-start lg:self-auto" onClick={() => list.go({ from: undefined, to: undefined, page: 1 })}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {placedText(state.from, state.to)}
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">(show every day)</span>
        </Button>
      ) : null}
    </ListToolbar>
  );
}
