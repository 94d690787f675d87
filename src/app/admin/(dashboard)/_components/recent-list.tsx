import { formatShortDate, lagosDay } from '@/lib/dates';
import type { RecentEntry } from '@/server/dashboard/admin-dashboard-reads';
import { DashboardCard } from './dashboard-card';
import { PublishStatusChip } from './status-chip';

/** The five most recent blog posts or portfolio items, with their status. */
export function RecentList({
  title,
  titleId,
  entries,
  href,
  empty,
}: {
  title: string;
  titleId: string;
  entries: RecentEntry[];
  href: string;
  empty: string;
}) {
  return (
    <DashboardCard title={title} titleId={titleId} link={{ href, label: 'View all' }}>
      {entries.length === 0 ? (
        <p className="rounded-lg bg-sand/60 px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="-my-2 divide-y divide-border/70">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="line-clamp-2 text-sm font-medium text-foreground">{entry.title}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={lagosDay(entry.createdAt)}>{formatShortDate(entry.createdAt)}</time>
                </p>
              </div>
              <PublishStatusChip status={entry.status} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
