import { ScreenCard } from '@/components/admin/screen-card';
import type { ChartBar } from './bar-chart';
import { LazyNairaBarChart } from './lazy-bar-chart';
import { formatNaira } from '@/lib/money';
import { SALE_CHANNEL_LABELS } from '@/lib/reports/figures';
import type { Bucket } from '@/lib/reports/periods';
import type { SalesReport } from '@/server/reports/report-tables';

const TOP_PIECES = 8;

const dayMonth = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A row's first day as the axis names it: '3 Nov', or 'Nov 2026' for a month (the day is a Lagos date, read as written). */
const bucketLabel = (day: string, bucket: Bucket) => (bucket === 'month' ? monthYear : dayMonth).format(new Date(`${day}T00:00:00Z`));

/** What a chart shows, for a screen reader: its largest bar. */
function summary(bars: readonly ChartBar[]) {
  const top = bars.reduce<ChartBar | null>((best, bar) => (best && best.kobo >= bar.kobo ? best : bar), null);
  return top ? `Highest: ${top.label}, ${formatNaira(top.kobo)}.` : 'Nothing to chart in this period.';
}

function ChartCard({ title, bars, layout, name }: { title: string; bars: ChartBar[]; layout: 'columns' | 'rows'; name: string }) {
  return (
    <ScreenCard title={title}>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sales in this period.</p>
      ) : (
        <figure className="flex flex-col gap-2">
          <div role="img" aria-label={`${title}. ${summary(bars)}`}>
            <LazyNairaBarChart bars={bars} layout={layout} name={name} />
          </div>
          <figcaption className="text-xs text-muted-foreground">Its figures are in the table below, with a CSV file.</figcaption>
        </figure>
      )}
    </ScreenCard>
  );
}

/** The Sales report's charts: total sales over the period, by channel, and the pieces that sold most. */
export function SalesCharts({ report }: { report: SalesReport }) {
  const { periods, channel, piece } = report.tables;
  const overTime = periods.kind === 'figures' ? periods.rows.map((row) => ({ label: bucketLabel(row.key, report.period.bucket), kobo: row.figures.totalKobo })) : [];
  const byChannel = channel.kind === 'figures' ? channel.rows.map((row) => ({ label: SALE_CHANNEL_LABELS[row.key] ?? row.key, kobo: row.figures.totalKobo })) : [];
  const topPieces =
    piece.kind === 'lines' ? [...piece.rows].sort((a, b) => b.salesKobo - a.salesKobo).slice(0, TOP_PIECES).map((row) => ({ label: row.key, kobo: row.salesKobo })) : [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard title="Total sales over time" bars={overTime} layout="columns" name="Total sales" />
      </div>
      <ChartCard title="Total sales by channel" bars={byChannel} layout="rows" name="Total sales" />
      <ChartCard title={`Top ${TOP_PIECES} pieces by line sales`} bars={topPieces} layout="rows" name="Line sales" />
    </div>
  );
}
