import 'server-only';
import { and, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { customers } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { changedFields } from '@/server/audit/audit-changes';
import { recordAudit } from '@/server/audit/record-audit';
import type { CustomerFieldRefusal } from '@/lib/schemas/customer';
export { totalsForEmail } from './customer-totals';

// Shared by the customer actions. A customer's orders are the orders placed with their email
// (any case), and their totals always match those orders (docs/architecture.md section 4): the orders
// that are not cancelled, less the refunds processed on them.

export function duplicateEmail(email: string) {
  const message = `A customer with the email ${email} already exists.`;
  return new ActionError<CustomerFieldRefusal>(message, { fieldErrors: { email: [message] } });
}

/** Another customer has this email, in any case. */
export async function emailTaken(tx: Transaction, email: string, exceptId?: string) {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/**
 * Two saves of the same email at once both pass the check above; the unique index on
 * lower(email) stops the second, which becomes the same clear refusal.
 */
export async function refuseDuplicateEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isEmailClash(error)) throw duplicateEmail(email);
    throw error;
  }
}

/** A unique violation on the customers' email (or one whose constraint the driver did not name). */
function isEmailClash(error: unknown) {
  const constraint = uniqueViolation(error);
  return constraint === '' || constraint === 'customers_email_unique';
}

type CustomerFields = { name: string; email: string; phone: string | null; address: string | null };

/**
 * A customer record's change in the activity log, in its transaction; an edit that changed nothing
 * records nothing. Closing an account is recorded by src/server/privacy/close-account.ts instead.
 */
export async function recordCustomerAudit(
  tx: Transaction,
  customer: { id: string; name: string },
  action: 'create' | 'update' | 'delete',
  before: CustomerFields | null,
  after: CustomerFields | null,
) {
  if (action === 'update' && Object.keys(changedFields(before, after)).length === 0) return;
  await recordAudit(tx, { entityType: 'customer', entityId: customer.id, label: `Customer ${customer.name}`, action, before, after });
}
