import { SettingsCard } from '@/components/admin/settings/settings-card';
import type { MonthCost } from '@/server/messaging/message-reads';

const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
const CATEGORY_LABELS: Record<string, string> = { utility: 'Utility (order updates)', marketing: 'Marketing', authentication: 'Authentication', service: 'Service' };

/**
 * What WhatsApp cost, in messages Meta bills: counted from the pricing each delivery report carries, by
 * category, this month and last (Lagos months). Meta bills in dollars at its own rate card.
 */
export function CostCard({ thisMonth, lastMonth }: { thisMonth: MonthCost; lastMonth: MonthCost }) {
  return (
    <SettingsCard title="Messaging cost" description="Billable WhatsApp messages by Meta’s category, as its delivery reports priced them. Multiply by Meta’s rate for Nigeria.">
      <div className="grid gap-4 sm:grid-cols-2">
        <MonthBox title="This month" cost={thisMonth} />
        <MonthBox title="Last month" cost={lastMonth} />
      </div>
    </SettingsCard>
  );
}

function MonthBox({ title, cost }: { title: string; cost: MonthCost }) {
  const total = cost.billable.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-label={`${title}: ${monthName(cost.month)}`} className="flex flex-col gap-2 rounded-lg bg-sand/60 px-4 py-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title} · {monthName(cost.month)}
      </h3>
      <p className="font-display text-2xl font-semibold tabular-nums">
        {total.toLocaleString('en-NG')} <span className="text-sm font-normal text-muted-foreground">billable</span>
      </p>
      <dl className="grid grid-cols-[minmax(0,1fr)_max-content] gap-x-3 gap-y-1 text-sm">
        {cost.billable.map((row) => (
          <div key={row.category} className="contents">
            <dt>{CATEGORY_LABELS[row.category] ?? row.category}</dt>
            <dd className="text-right tabular-nums">{row.count.toLocaleString('en-NG')}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Free (in a conversation)</dt>
        <dd className="text-right text-muted-foreground tabular-nums">{cost.free.toLocaleString('en-NG')}</dd>
      </dl>
    </section>
  );
}
