'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { deleteCustomerSchema } from '@/lib/schemas/customer';
import { recordCustomerAudit } from '../customer-records';

/** Deletes a customer record. Their orders stay, with the name and email they were placed with. */
export const deleteCustomerAction = defineAction<typeof deleteCustomerSchema, SessionUser, { id: string }>(
  { name: 'deleteCustomer', schema: deleteCustomerSchema, authorize: permitted('customers.write'), fallbackError: 'Failed to delete customer' },
  async ({ id }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .delete(customers)
        .where(eq(customers.id, id))
        .returning({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone, address: customers.address });
      if (!row) throw new ActionError('This customer no longer exists. Reload the page.');
      const { id: deleted, ...fields } = row;
      await recordCustomerAudit(tx, row, 'delete', fields, null);
      return { id: deleted };
    }),
);
