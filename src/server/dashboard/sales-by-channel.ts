import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { lagosDay } from '@/lib/dates';
import { SALE_CHANNELS, type SaleChannel } from '@/lib/reports/figures';
import { salesFigures } from '@/server/reports/sale-sums';
import { ORDER_GROUPINGS } from '@/server/reports/sales-breakdowns';

export const CHANNEL_WINDOW_DAYS = 30;

export type ChannelSales = { channel: SaleChannel; orders: number; totalKobo: number };

/**
 * The dashboard's "Sales by channel": the last CHANNEL_WINDOW_DAYS Lagos days, today included, on the website,
 * in the showroom (docs/decisions/0065-selling-in-the-showroom.md), by chat and from quotes, counted as the
 * Reports screen counts them (docs/decisions/0082-what-each-figure-counts.md): orders placed, and total
 * sales less the refunds processed in those days. Every channel is listed, with zeros when it sold nothing.
 */
export async function readSalesByChannel(now = new Date()): Promise<ChannelSales[]> {
  await requirePermission('dashboard.read');
  const today = lagosDay(now);
  const range = { first: addCalendarDays(today, -(CHANNEL_WINDOW_DAYS - 1)), last: today };
  const byChannel = await salesFigures(range, ORDER_GROUPINGS.channel);
  return SALE_CHANNELS.map((channel) => ({ channel, orders: byChannel.get(channel)?.orders ?? 0, totalKobo: byChannel.get(channel)?.totalKobo ?? 0 }));
}
