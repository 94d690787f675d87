import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { totalsForEmail } from './customer-totals';

export type CustomerToFile = { name: string; email: string; phone: string | null; address: string | null };

/**
 * Counts a new order for its customer. The customer record is keyed by email (any case). A new record
 * starts from every order under that email (this one included: an admin may have deleted the record
 * earlier); an existing one adds this order. Details an admin already recorded are kept; only missing
 * ones are filled in. Raw SQL because Drizzle's upsert cannot target the lower(email) index.
 */
export async function fileCustomer(tx: Transaction, customer: CustomerToFile, totalKobo: number) {
  const start = await totalsForEmail(tx, customer.email);
  await tx.execute(sql`
    insert into ${customers} (name, email, phone, address, total_orders, total_spent_kobo)
    values (${customer.name}, ${customer.email}, ${customer.phone}, ${customer.address}, ${start.totalOrders}, ${start.totalSpentKobo})
    on conflict (lower(email)) do update set
      total_orders = ${customers.totalOrders} + 1,
      total_spent_kobo = ${customers.totalSpentKobo} + ${totalKobo},
      phone = coalesce(${customers.phone}, excluded.phone),
      address = coalesce(${customers.address}, excluded.address),
      updated_at = now()`);
}
