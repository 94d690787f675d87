'use client';
import { useOptimistic } from 'react';
import { useRouter } from 'next/navigation';
import { Users } from 'lucide-react';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useCan } from '@/components/admin/staff-role-context';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatShortDate, lagosDay } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { CUSTOMER_LIMITS } from '@/lib/schemas/customer';
import type { AdminCustomerOrders, AdminCustomerPage, AdminCustomerRow } from '@/server/customers/admin-customer-reads';
import { deleteCustomerAction } from '@/server/customers/actions/delete-customer';
import { CustomerDialog } from './customer-dialog';
import { CustomerOrdersDialog } from './customer-orders-dialog';
import { PhoneRequests } from './phone-requests';
import { ListLink, ListResults } from '@/components/admin/list/list-results';
import { ListToolbar } from '@/components/admin/list/list-toolbar';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { displayPhone } from '@/lib/nigeria';

export const DELETE_CUSTOMER_DESCRIPTION = 'This will permanently delete this customer. This action cannot be undone.';
type ListState = { q: string; page: number; customer?: string };

const COLUMNS: ListColumn[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Phone' },
  { label: 'Total Orders', className: 'w-16 text-right leading-tight whitespace-normal' },
  { label: 'Total Spent', className: 'text-right' },
  { label: 'Joined' },
  { label: 'Actions', className: cn('text-right', stickyActionsHead) },
];

/** Without customers.write there is nothing to do in a row: no Actions column. */
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);

const DELETE_MESSAGES: RemoveMessages = { successTitle: 'Success', success: 'Customer deleted successfully', failed: 'Failed to delete customer' };

/** The Customers Management screen: search, the table, pages, the add/edit dialog and each customer's orders. */
export function CustomersScreen({
  data,
  state,
  customerOrders,
}: {
  data: AdminCustomerPage;
  state: ListState;
  /** The orders of `state.customer`, when the URL opens them. */
  customerOrders: AdminCustomerOrders | null;
}) {
  const router = useRouter();
  // Adding, editing and deleting are for roles with customers.write; the others read (an accountant).
  const canWrite = useCan('customers.write');
  const answersPhoneRequests = useCan('privacy.requests');
  const list = useAdminList(data.rows, { path: '/admin/customers', state });
  const { pending, startTransition } = list;
  const editing = useEditDialog<AdminCustomerRow>();
  // The orders dialog follows the URL (?customer=<id>, so it can be linked to); it opens at
  // once and shows a spinner until the server has sent the orders.
  const [viewing, setViewing] = useOptimistic<Pick<AdminCustomerRow, 'id' | 'name' | 'email'> | null>(
    state.customer ? (customerOrders?.customer ?? { id: state.customer, name: 'Customer', email: '' }) : null,
  );

  function showOrders(customer: AdminCustomerRow | null) {
    startTransition(() => {
      setViewing(customer);
      router.replace(list.href({ customer: customer?.id }), { scroll: false });
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Customers Management"
        description="Everyone who has ordered, or whom you added. Totals come from their orders."
        actions={canWrite ? <AddButton onClick={editing.add}>Add Customer</AddButton> : undefined}
      />

      <ListToolbar
        list={list}
        q={state.q}
        label="Search customers by name or email"
        placeholder="Search by name or email..."
        maxLength={CUSTOMER_LIMITS.search}
        pendingLabel="Loading customers"
        busy={pending && !viewing}
      />

      {/* The orders dialog loads in the list's transition: the list behind it stays as it is. */}
      <ListResults
        list={list}
        page={data}
        noun={['customer', 'customers']}
        busy={pending && !viewing}
        empty={{
          icon: Users,
          message: 'No customers found',
          hint: state.q ? `Nobody’s name or email contains “${state.q}”.` : 'Customers appear here when they place an order, or when you add them.',
          clear: state.q ? 'Clear search' : undefined,
        }}
      >
        <ListTable aria-label="Customers" columns={canWrite ? COLUMNS : READ_ONLY_COLUMNS}>
          {list.visible.map((customer) => (
            <CustomerRow
              key={customer.id}
              customer={customer}
              ordersHref={list.href({ customer: customer.id })}
              onShowOrders={() => showOrders(customer)}
              changes={
                canWrite
                  ? { onEdit: () => editing.edit(customer), onDelete: () => list.remove(customer.id, deleteCustomerAction, DELETE_MESSAGES) }
                  : null
              }
            />
          ))}
        </ListTable>
      </ListResults>

      {answersPhoneRequests ? <PhoneRequests /> : null}

      <CustomerDialog
        open={editing.open}
        customer={editing.item}
        onClose={editing.close}
        onSaved={() => router.refresh()}
      />
      <CustomerOrdersDialog
        customer={viewing}
        data={customerOrders}
        loading={pending}
        onClose={() => showOrders(null)}
        onAccountClosed={() => {
          showOrders(null);
          router.refresh();
        }}
      />
    </div>
  );
}

function CustomerRow({
  customer,
  ordersHref,
  onShowOrders,
  changes,
}: {
  customer: AdminCustomerRow;
  ordersHref: string;
  onShowOrders: () => void;
  /** Edit and delete, for a role that may change customers; null hides the Actions cell. */
  changes: { onEdit: () => void; onDelete: () => Promise<void> } | null;
}) {
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
      <TableCell className="whitespace-nowrap">{customer.phone ? displayPhone(customer.phone) : <span className="text-muted-foreground">N/A</span>}</TableCell>
      <TableCell className="text-right tabular-nums">{(customer.totalOrders ?? 0).toLocaleString('en-NG')}</TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(customer.totalSpentKobo ?? 0)}</TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={lagosDay(customer.createdAt)}>{formatShortDate(customer.createdAt)}</time>
      </TableCell>
      {changes ? (
        <TableCell className={stickyActionsCell}>
          <RowActions name={customer.name} onEdit={changes.onEdit} deleteDescription={DELETE_CUSTOMER_DESCRIPTION} onDelete={changes.onDelete} className="md:size-9" />
        </TableCell>
      ) : null}
    </TableRow>
  );
}
