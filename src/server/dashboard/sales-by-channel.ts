import 'server-only';
import { and, gte, ne, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { ORDER_CHANNELS, type OrderChannel } from '@/lib/constants';

export const CHANNEL_WINDOW_DAYS = 30;

export type ChannelSales = { channel: OrderChannel; orders: number; totalKobo: number };

/**
 * The dashboard's "Sales by channel": orders placed in the last CHANNEL_WINDOW_DAYS days on the website, in
 * the showroom and by chat (docs/decisions/0065-selling-in-the-showroom.md), and what they came to; cancelled
 * orders are not counted. Every channel is listed, with zeros when it sold nothing.
 */
export async function readSalesByChannel(now = new Date()): Promise<ChannelSales[]> {
  await requirePermission('dashboard.read');
  const since = new Date(now.getTime() - CHANNEL_WINDOW_DAYS * 24 * 3_600_000);
  const rows = await db
    .select({ channel: orders.channel, orders: sql<number>`count(*)::int`, totalKobo: sql<string>`coalesce(sum(${orders.totalAmountKobo}), 0)` })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
    .groupBy(orders.channel);
  const byChannel = new Map(rows.map((row) => [row.channel, row]));
  return ORDER_CHANNELS.map((channel) => ({ channel, orders: byChannel.get(channel)?.orders ?? 0, totalKobo: Number(byChannel.get(channel)?.totalKobo ?? 0) }));
}
