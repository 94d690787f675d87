'use server';
import { eq, sql } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { isAdmin } from '@/server/auth/roles';
import { db } from '@/server/db/client';
import { customers, users } from '@/server/db/schema';
import { isClosedAccountEmail } from '@/lib/privacy';
import { closeCustomerAccountSchema } from '@/lib/schemas/customer';
import { closeAccountAndFiles } from '../close-account';

/**
 * Closes a customer's account for a request received by mail (NDPA 2023), as the customer could
 * from My Account, with the admin's reason kept. The admin has checked who asked, so orders and
 * messages sent with the address but no account go too. A customer record without an account has
 * its identity erased the same way (docs/security.md, "The shopper's data").
 */
export const closeCustomerAccountAction = defineAction(
  { name: 'closeCustomerAccount', schema: closeCustomerAccountSchema, authorize: permitted('customers.close'), fallbackError: 'Failed to close the account' },
  async ({ id, reason }, admin) => {
    const [record] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
    if (!record) throw new ActionError('This customer no longer exists. Reload the page.');
    if (isClosedAccountEmail(record.email)) throw new ActionError('This account is already closed.');
    const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${record.email})`);
    if (account && (await isAdmin(account.id))) throw new ActionError('This is a staff account. Remove it as an admin first (npm run admin:remove).');
    const ordersKept = await closeAccountAndFiles({ userId: account?.id ?? null, email: record.email, ownsEmail: true }, { by: 'admin', adminId: admin.id, reason, customerId: id });
    return { ordersKept };
  },
);
