'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { customerFormSchema, type CustomerFieldRefusal } from '@/lib/schemas/customer';
import { duplicateEmail, emailTaken, recordCustomerAudit, refuseDuplicateEmail, totalsForEmail } from '../customer-records';

export type SavedCustomer = { id: string; name: string; email: string };

/**
 * Adds a customer. Their totals are counted from the orders already placed with that email
 * (none for someone who has not ordered yet), never typed in.
 */
export const createCustomerAction = defineAction<typeof customerFormSchema, SessionUser, SavedCustomer, CustomerFieldRefusal>(
  { name: 'createCustomer', schema: customerFormSchema, authorize: permitted('customers.write'), fallbackError: 'Failed to save customer' },
  async (input) =>
    refuseDuplicateEmail(input.email, () =>
      db.transaction(async (tx) => {
        if (await emailTaken(tx, input.email)) throw duplicateEmail(input.email);
        const totals = await totalsForEmail(tx, input.email);
        const fields = { name: input.name, email: input.email, phone: input.phone, address: input.address };
        const [row] = await tx
          .insert(customers)
          .values({ ...fields, ...totals })
          .returning({ id: customers.id, name: customers.name, email: customers.email });
        const saved = row as SavedCustomer;
        await recordCustomerAudit(tx, saved, 'create', null, fields);
        return saved;
      }),
    ),
);
