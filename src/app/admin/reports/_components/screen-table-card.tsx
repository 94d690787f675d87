import { isFigure, screenText, type ScreenTable } from '@/lib/reports/screen-tables';
import { ReportCard } from './report-table';

/** A table of the Made to order or Marketing screen as a report card: naira, dates and durations as people read them. */
export function ScreenTableCard({ title, table, exportHref, empty }: { title: string; table: ScreenTable; exportHref: string | null; empty: string }) {
  const [first, ...rest] = table.columns;
  const rows = table.rows.map((row) => ({
    key: row.key,
    label: screenText(first!.kind, row.cells[0] ?? null),
    href: row.href,
    cells: rest.map((column, index) => ({ text: screenText(column.kind, row.cells[index + 1] ?? null), number: isFigure(column.kind) })),
  }));
  return <ReportCard title={title} header={table.columns.map((column) => column.label)} rows={rows} exportHref={exportHref} empty={empty} />;
}
