import { formatShortDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { FIGURE_COLUMNS, isMoneyFigure, type SalesFigures } from '@/lib/reports/figures';
import type { DayRange } from '@/lib/reports/periods';

const rangeText = ({ first, last }: DayRange) => (first === last ? formatShortDate(first) : `${formatShortDate(first)} – ${formatShortDate(last)}`);

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  // A percentage to show, not money: rounded to a whole percent.
  const percent = Math.round(((current - previous) * 100) / Math.abs(previous));
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** The period's figures, each beside the period before's and the change (docs/decisions/0082-what-each-figure-counts.md). */
export function FiguresSummary({ current, previous, range, previousRange }: { current: SalesFigures; previous: SalesFigures; range: DayRange; previousRange: DayRange }) {
  const show = (figure: keyof SalesFigures, value: number) => (isMoneyFigure(figure) ? formatNaira(value) : value.toLocaleString('en-NG'));
  return (
    <section aria-labelledby="report-figures" className="flex flex-col gap-3">
      <h2 id="report-figures" className="font-display text-xl font-semibold">
        {rangeText(range)} <span className="text-sm font-normal text-muted-foreground">against {rangeText(previousRange)}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURE_COLUMNS.map(([figure, label]) => (
          <div key={figure} className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3" data-testid={`figure-${figure}`}>
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{show(figure, current[figure])}</dd>
            <dd className="text-xs text-muted-foreground tabular-nums">
              {show(figure, previous[figure])} · {change(current[figure], previous[figure])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
