import { Store } from 'lucide-react';
import { formatNaira } from '@/lib/money';
import { SALE_CHANNEL_LABELS } from '@/lib/reports/figures';
import { CHANNEL_WINDOW_DAYS, readSalesByChannel } from '@/server/dashboard/sales-by-channel';

/** Orders of the last 30 days by where they were made: the website, the showroom, a chat, a quote (src/server/dashboard/sales-by-channel.ts). */
export async function SalesByChannelCard() {
  const channels = await readSalesByChannel();
  return (
    <section aria-labelledby="dashboard-sales-by-channel" className="flex flex-col gap-3 rounded-xl border border-border/70 bg-card p-5 shadow-soft sm:p-6">
      <h2 id="dashboard-sales-by-channel" className="flex items-center gap-2 font-sans text-sm font-medium tracking-normal text-muted-foreground">
        <Store aria-hidden="true" className="size-4" />
        Sales by channel, last {CHANNEL_WINDOW_DAYS} days
      </h2>
      <dl className="flex flex-col gap-2">
        {channels.map((row) => (
          <div key={row.channel} className="flex items-baseline justify-between gap-3" data-testid={`channel-${row.channel}`}>
            <dt className="text-sm font-medium">{SALE_CHANNEL_LABELS[row.channel]}</dt>
            <dd className="text-right text-sm tabular-nums">
              <span className="font-semibold">{formatNaira(row.totalKobo)}</span>
              <span className="text-muted-foreground">
                {' '}
                · {row.orders} {row.orders === 1 ? 'order' : 'orders'}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
