'use client';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNaira } from '@/lib/money';

/** One bar: its label and its amount in kobo. */
export type ChartBar = { label: string; kobo: number };

// The shop's ink and terracotta (globals.css's tokens), as SVG attributes take them.
const BAR_COLOUR = '#a4472a';
const GRID_COLOUR = '#e4dacb';
const TEXT_COLOUR = '#6b6158';

const compactNaira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', notation: 'compact', maximumFractionDigits: 1 });

/**
 * A bar chart of naira amounts, drawn by Recharts: columns over time, or rows of names (`layout="rows"`),
 * its width the card's. Only the bars' heights are scaled in naira (a float is fine for drawing); the
 * tooltip and the table beside it give the exact kobo.
 */
export function NairaBarChart({ bars, layout = 'columns', name }: { bars: readonly ChartBar[]; layout?: 'columns' | 'rows'; name: string }) {
  const data = bars.map((bar) => ({ label: bar.label, kobo: bar.kobo, naira: bar.kobo / 100 }));
  const rows = layout === 'rows';
  const height = rows ? Math.max(160, data.length * 36 + 40) : 240;
  const axisTick = { fill: TEXT_COLOUR, fontSize: 12 };
  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={data}
      layout={rows ? 'vertical' : 'horizontal'}
      margin={{ top: 8, right: 12, bottom: 0, left: rows ? 8 : 0 }}
      accessibilityLayer
    >
      <CartesianGrid stroke={GRID_COLOUR} vertical={rows} horizontal={!rows} />
      {rows ? (
        <>
          <XAxis type="number" dataKey="naira" tick={axisTick} tickFormatter={(value: number) => compactNaira.format(value)} />
          <YAxis type="category" dataKey="label" tick={axisTick} width={120} interval={0} />
        </>
      ) : (
        <>
          <XAxis dataKey="label" tick={axisTick} minTickGap={8} />
          <YAxis tick={axisTick} width={64} tickFormatter={(value: number) => compactNaira.format(value)} />
        </>
      )}
      <Tooltip
        cursor={{ fill: GRID_COLOUR, opacity: 0.4 }}
        formatter={(_value, _name, item) => [formatNaira((item.payload as { kobo: number }).kobo), name]}
      />
      <Bar dataKey="naira" name={name} fill={BAR_COLOUR} radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
    </BarChart>
  );
}
