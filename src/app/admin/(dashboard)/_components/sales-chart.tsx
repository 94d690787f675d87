import { formatNaira } from '@/lib/money';
import type { SalesDay } from '@/server/dashboard/admin-dashboard-reads';
import { DashboardCard } from './dashboard-card';

// Revenue (money received less refunds) and orders of the last 30 Lagos days as two bar charts
// drawn by hand in SVG (no chart library). The SVG is decoration for sighted users; the same figures are in a
// visually hidden table, and the totals are written out above the bars.

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayLabel = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const compactNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat('en-NG');

/** A 'YYYY-MM-DD' calendar day, read as that date (not shifted by any time zone). */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The smallest round number (1, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at least `value`, and at least 1. */
export function niceCeiling(value: number) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const SLOT = 10; // SVG units per day
const BAR = 7;

export function SalesChart({ days }: { days: SalesDay[] }) {
  const totalRevenue = days.reduce((sum, day) => sum + day.revenueKobo, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  // Axis steps in whole naira, so the labels never show fractions of a naira.
  const revenueTop = niceCeiling(Math.ceil(Math.max(...days.map((day) => day.revenueKobo)) / 100));
  const ordersTop = niceCeiling(Math.max(...days.map((day) => day.orders)));
  const best = days.reduce((top, day) => (day.revenueKobo > top.revenueKobo ? day : top), days[0]!);
  const first = days[0]!;
  const middle = days[Math.floor(days.length / 2)]!;
  const width = days.length * SLOT;
  const tip = (day: SalesDay) =>
    `${longDayLabel.format(asDate(day.day))}: ${formatNaira(day.revenueKobo)} from ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`;

  return (
    <DashboardCard title="Sales, last 30 days" titleId="dashboard-sales" link={{ href: '/admin/orders', label: 'Orders' }} className="lg:col-span-2">
      <dl className="mb-5 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-muted-foreground">Revenue</dt>
          <dd className="font-display text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl" data-testid="sales-revenue">
            {formatNaira(totalRevenue)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Orders</dt>
          <dd className="font-display text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{numberFormat.format(totalOrders)}</dd>
        </div>
        {best.revenueKobo > 0 ? (
          <div>
            <dt className="text-sm text-muted-foreground">Best day</dt>
            <dd className="pt-1.5 text-sm font-semibold sm:pt-2.5">
              {dayLabel.format(asDate(best.day))} · {formatNaira(best.revenueKobo)}
            </dd>
          </div>
        ) : null}
      </dl>

      <figure aria-labelledby="dashboard-sales-caption">
        <figcaption id="dashboard-sales-caption" className="sr-only">
          Revenue and orders per day from {longDayLabel.format(asDate(first.day))} to today: {formatNaira(totalRevenue)} from{' '}
          {totalOrders} {totalOrders === 1 ? 'order' : 'orders'}. Revenue is money received less refunds; cancelled orders are left out.
        </figcaption>

        <div className="relative">
          <Bars
            days={days}
            value={(day) => day.revenueKobo / 100}
            top={revenueTop}
            tip={tip}
            label="Revenue per day"
            ticks={totalRevenue > 0 ? [compactNaira.format(revenueTop), compactNaira.format(revenueTop / 2), compactNaira.format(0)] : ['', '', compactNaira.format(0)]}
            barClass="fill-accent/75 group-hover:fill-accent"
            heightClass="h-44 sm:h-52"
            width={width}
          />
          {totalOrders === 0 ? (
            <p className="absolute inset-x-0 top-1/3 mx-auto w-fit rounded-md bg-card/90 px-3 py-1.5 text-sm text-muted-foreground">
              No orders in the last 30 days yet.
            </p>
          ) : null}
        </div>
        <div className="mt-4">
          <Bars
            days={days}
            value={(day) => day.orders}
            top={ordersTop}
            tip={tip}
            label="Orders per day"
            ticks={totalOrders > 0 ? [numberFormat.format(ordersTop), '', '0'] : ['', '', '0']}
            barClass="fill-indigo/70 group-hover:fill-indigo"
            heightClass="h-14"
            width={width}
          />
        </div>
        <div aria-hidden="true" className="mt-2 flex justify-between pr-14 text-xs text-muted-foreground">
          <span>{dayLabel.format(asDate(first.day))}</span>
          <span>{dayLabel.format(asDate(middle.day))}</span>
          <span>Today</span>
        </div>
        <p className="mt-3 text-xs text-muted-foreground">Days in Lagos time. Revenue is money received less refunds; cancelled orders are left out.</p>

        <table className="sr-only">
          <caption>Revenue and orders per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDayLabel.format(asDate(day.day))}</th>
                <td>{formatNaira(day.revenueKobo)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </DashboardCard>
  );
}

function Bars({
  days,
  value,
  top,
  tip,
  label,
  ticks,
  barClass,
  heightClass,
  width,
}: {
  days: SalesDay[];
  value: (day: SalesDay) => number;
  top: number;
  tip: (day: SalesDay) => string;
  label: string;
  ticks: [string, string, string];
  barClass: string;
  heightClass: string;
  width: number;
}) {
  const HEIGHT = 100;
  return (
    <div>
      <p aria-hidden="true" className="mb-2 text-xs font-medium text-muted-foreground">
        {label}
      </p>
      <div className="flex gap-2">
      <div className={`relative flex-1 ${heightClass}`}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 size-full overflow-visible"
          data-chart={label.split(' ')[0]?.toLowerCase()}
        >
          {[0, HEIGHT / 2, HEIGHT].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              vectorEffect="non-scaling-stroke"
              className={y === HEIGHT ? 'stroke-input' : 'stroke-border'}
              strokeDasharray={y === HEIGHT ? undefined : '3 4'}
            />
          ))}
          {days.map((day, index) => {
            const amount = value(day);
            // A sale, however small, stays visible as a sliver.
            const height = amount > 0 ? Math.max((amount / top) * HEIGHT, 1.5) : 0;
            return (
              <g key={day.day} className="group">
                <title>{tip(day)}</title>
                <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
                {height > 0 ? (
                  <rect x={index * SLOT + (SLOT - BAR) / 2} y={HEIGHT - height} width={BAR} height={height} rx={1} className={barClass} />
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className={`relative w-12 shrink-0 text-[0.7rem] text-muted-foreground tabular-nums ${heightClass}`}>
        <span className="absolute top-0 left-0 -translate-y-1/2">{ticks[0]}</span>
        <span className="absolute top-1/2 left-0 -translate-y-1/2">{ticks[1]}</span>
        <span className="absolute bottom-0 left-0 translate-y-1/2">{ticks[2]}</span>
      </div>
      </div>
    </div>
  );
}
