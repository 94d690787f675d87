// "Some hours later" for one shopper of a stopped private store (tests/e2e/support/private-store.ts):
// every moment the store keeps about them that the worker's maintenance counts from (reaching
// checkout, a reminder sent, an order delivered) is moved that many hours into the past. A test
// cannot wait an hour, and the embedded database takes one process at a time, so this runs between
// a stop and a start; at its start the store's maintenance finds what is due, as it would have on
// the hour. Usage: time-passes.ts <email> <hours>. Prints how many {carts, orders} it moved.
import { eq, sql, type Column } from 'drizzle-orm';
import { closeDatabase, db } from '@/server/db/client';
import { orders, serverCarts, users } from '@/server/db/schema';
import { runFixture } from './fixture-script';

runFixture(async () => {
  const [email, hours] = process.argv.slice(2);
  if (!email || !Number.isFinite(Number(hours))) throw new Error('Usage: time-passes.ts <email> <hours>');
  const earlier = (column: Column) => sql`${column} - make_interval(hours => ${Number(hours)})`;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`No account ${email}`);
  const moved = await db.transaction(async (tx) => {
    const carts = await tx
      .update(serverCarts)
      .set({
        checkoutReachedAt: earlier(serverCarts.checkoutReachedAt),
        firstReminderAt: earlier(serverCarts.firstReminderAt),
        secondReminderAt: earlier(serverCarts.secondReminderAt),
      })
      .where(eq(serverCarts.userId, user.id))
      .returning({ reachedAt: serverCarts.checkoutReachedAt });
    const delivered = await tx
      .update(orders)
      .set({ deliveredAt: earlier(orders.deliveredAt) })
      .where(eq(orders.userId, user.id))
      .returning({ deliveredAt: orders.deliveredAt });
    return { carts: carts.filter((cart) => cart.reachedAt).length, orders: delivered.filter((order) => order.deliveredAt).length };
  });
  await closeDatabase();
  return moved;
});
