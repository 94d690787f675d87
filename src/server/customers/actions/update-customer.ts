'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { updateCustomerSchema, type CustomerFieldRefusal } from '@/lib/schemas/customer';
import { duplicateEmail, emailTaken, recordCustomerAudit, refuseDuplicateEmail, totalsForEmail } from '../customer-records';
import type { SavedCustomer } from './create-customer';

/**
 * Changes a customer's name, email, phone and address. Orders belong to a customer by email,
 * so a new email (not just a change of case) re-counts the totals from the orders placed with
 * it. The row is locked first: an order placed meanwhile waits, then adds to the new totals.
 */
export const updateCustomerAction = defineAction<typeof updateCustomerSchema, SessionUser, SavedCustomer, CustomerFieldRefusal>(
  { name: 'updateCustomer', schema: updateCustomerSchema, authorize: permitted('customers.write'), fallbackError: 'Failed to save customer' },
  async ({ id, ...input }) =>
    refuseDuplicateEmail(input.email, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ name: customers.name, email: customers.email, phone: customers.phone, address: customers.address })
          .from(customers)
          .where(eq(customers.id, id))
          .for('update');
        if (!current) throw new ActionError('This customer no longer exists. Reload the page.');
        const newEmail = current.email.toLowerCase() !== input.email.toLowerCase();
        if (newEmail && (await emailTaken(tx, input.email, id))) throw duplicateEmail(input.email);
        const totals = newEmail ? await totalsForEmail(tx, input.email) : {};
        const fields = { name: input.name, email: input.email, phone: input.phone, address: input.address };
        const [row] = await tx
          .update(customers)
          .set({ ...fields, ...totals })
          .where(eq(customers.id, id))
          .returning({ id: customers.id, name: customers.name, email: customers.email });
        const saved = row as SavedCustomer;
        await recordCustomerAudit(tx, saved, 'update', current, fields);
        return saved;
      }),
    ),
);
