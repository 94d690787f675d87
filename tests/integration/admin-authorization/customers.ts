import { db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the customers' admin actions (src/server/customers/actions).

async function insertCustomer() {
  const suffix = unique();
  const [row] = await db
    .insert(customers)
    .values({ name: `Ngozi Adeyemi ${suffix}`, email: `ngozi-${suffix}@example.com` })
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  return row!;
}

export const actions: ActionRegistry = {
  createCustomerAction: async () => ({ name: 'Tunde Bakare', email: `tunde-${unique()}@example.com`, phone: '0803 123 4567', address: '4 Awolowo Road, Ikoyi' }),
  updateCustomerAction: async () => {
    const customer = await insertCustomer();
    return { id: customer.id, name: `${customer.name} (edited)`, email: customer.email, phone: '', address: '' };
  },
  deleteCustomerAction: async () => ({ id: (await insertCustomer()).id }),
  closeCustomerAccountAction: async () => ({ id: (await insertCustomer()).id, reason: 'Request by email from the customer', confirmation: 'DELETE' }),
};

export const queries: QueryRegistry = {
  listAdminCustomers: async () => [{ q: '', page: 1 }],
  getAdminCustomerOrders: async () => [(await insertCustomer()).id],
};
