'use client';
import { useOptimistic, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate, lagosDay } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { CUSTOMER_LIMITS } from '@/lib/schemas/customer';
import type { AdminCustomerOrders, AdminCustomerPage, AdminCustomerRow } from '@/server/customers/admin-customers';
import { deleteCustomerAction } from '@/server/customers/actions/delete-customer';
import { CustomerDialog } from './customer-dialog';
import { CustomerOrdersDialog } from './customer-orders-dialog';
import { ListEmpty } from '@/components/admin/list-empty';
import { ListLink, ListPagination, ListSearch, ListSummary, listHref, useListNavigation } from '@/components/admin/list-controls';
import { LoadFailed } from '@/components/admin/load-failed';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';

export const DELETE_CUSTOMER_DESCRIPTION = 'This will permanently delete this customer. This action cannot be undone.';
const PATH = '/admin/customers';

type ListState = { q: string; page: number; customer?: string };

/** The Customers Management screen: search, the table, pages, the add/edit dialog and each customer's orders. */
export function CustomersScreen({
  data,
  state,
  customerOrders,
}: {
  /** null when the customers could not be loaded. */
  data: AdminCustomerPage | null;
  state: ListState;
  /** The orders of `state.customer`, when the URL opens them. */
  customerOrders: AdminCustomerOrders | null;
}) {
  const router = useRouter();
  const { pending, navigate, startTransition } = useListNavigation();
  const [editing, setEditing] = useState<{ open: boolean; customer: AdminCustomerRow | null }>({ open: false, customer: null });
  // The orders dialog follows the URL (?customer=<id>, so it can be linked to); it opens at
  // once and shows a spinner until the server has sent the orders.
  const [viewing, setViewing] = useOptimistic<Pick<AdminCustomerRow, 'id' | 'name' | 'email'> | null>(
    state.customer ? (customerOrders?.customer ?? { id: state.customer, name: 'Customer', email: '' }) : null,
  );
  const page = data?.page ?? state.page;
  const hrefFor = (change: Partial<ListState>) => listHref(PATH, { q: state.q, page, customer: state.customer, ...change });

  function showOrders(customer: AdminCustomerRow | null) {
    startTransition(() => {
      setViewing(customer);
      router.replace(hrefFor({ customer: customer?.id }), { scroll: false });
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Customers Management"
        description="Everyone who has ordered, or whom you added. Totals come from their orders."
        actions={
          <Button onClick={() => setEditing({ open: true, customer: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Customer
          </Button>
        }
      />

      <ListSearch
        q={state.q}
        label="Search customers by name or email"
        placeholder="Search by name or email..."
        maxLength={CUSTOMER_LIMITS.search}
        pending={pending && !viewing}
        pendingLabel="Loading customers"
        onSearch={(text) => navigate(hrefFor({ q: text, page: 1, customer: undefined }))}
      />

      {data === null ? (
        <LoadFailed message="Failed to load customers" toastTitle="Error" />
      ) : data.total === 0 ? (
        <ListEmpty
          icon={Users}
          message="No customers found"
          hint={state.q ? `Nobody’s name or email contains “${state.q}”.` : 'Customers appear here when they place an order, or when you add them.'}
          action={
            state.q ? (
              <Button variant="subtle" size="sm" onClick={() => navigate(PATH)}>
                Clear search
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="flex flex-col gap-3">
          <ListSummary page={data.page} pageSize={data.pageSize} total={data.total} noun={['customer', 'customers']} />
          <div aria-busy={pending} className={cn('transition-opacity', pending && !viewing && 'opacity-60')}>
            <Table aria-label="Customers">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Phone</TableHead>
                  <TableHead className="w-16 text-right leading-tight whitespace-normal">Total Orders</TableHead>
                  <TableHead className="text-right">Total Spent</TableHead>
                  <TableHead>Joined</TableHead>
                  <TableHead className={cn('text-right', stickyActionsHead)}>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((customer) => (
                  <CustomerRow
                    key={customer.id}
                    customer={customer}
                    ordersHref={hrefFor({ customer: customer.id })}
                    onShowOrders={() => showOrders(customer)}
                    onEdit={() => setEditing({ open: true, customer })}
                    onDeleted={() => router.refresh()}
                  />
                ))}
              </TableBody>
            </Table>
          </div>
          <ListPagination page={data.page} pageCount={data.pageCount} hrefFor={(n) => hrefFor({ page: n, customer: undefined })} navigate={navigate} />
        </div>
      )}

      <CustomerDialog
        open={editing.open}
        customer={editing.customer}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSaved={() => router.refresh()}
      />
      <CustomerOrdersDialog customer={viewing} data={customerOrders} loading={pending} onClose={() => showOrders(null)} />
    </div>
  );
}

function CustomerRow({
  customer,
  ordersHref,
  onShowOrders,
  onEdit,
  onDeleted,
}: {
  customer: AdminCustomerRow;
  ordersHref: string;
  onShowOrders: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  async function remove() {
    const result = await deleteCustomerAction({ id: customer.id }).catch(() => null);
    if (result?.ok) {
      toast.success('Success', { description: 'Customer deleted successfully' });
      onDeleted();
      return;
    }
    toast.error('Error', { description: result?.error ?? 'Failed to delete customer' });
  }

  return (
    <TableRow>
      <TableCell className="max-w-44 min-w-32">
        {/* The row opens the customer's orders. */}
        <ListLink
          href={ordersHref}
          navigate={onShowOrders}
          className="font-medium text-foreground underline decoration-brass/60 underline-offset-4 hover:decoration-foreground"
        >
          {customer.name}
          <span className="sr-only">, view orders</span>
        </ListLink>
      </TableCell>
      <TableCell className="max-w-48 truncate" title={customer.email}>
        {customer.email}
      </TableCell>
      <TableCell className="whitespace-nowrap">{customer.phone ?? <span className="text-muted-foreground">N/A</span>}</TableCell>
      <TableCell className="text-right tabular-nums">{(customer.totalOrders ?? 0).toLocaleString('en-NG')}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(customer.totalSpentKobo ?? 0)}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lagosDay(customer.createdAt)}>{formatShortDate(customer.createdAt)}</time>
      </TableCell>
      <TableCell className={stickyActionsCell}>
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="md:size-9" aria-label={`Edit ${customer.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDelete
            description={DELETE_CUSTOMER_DESCRIPTION}
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${customer.name}`} className="text-destructive hover:bg-destructive/10 md:size-9">
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
