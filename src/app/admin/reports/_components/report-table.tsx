import Link from 'next/link';
import { Download } from 'lucide-react';
import { ScreenCard } from '@/components/admin/screen-card';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/money';
import { REPORT_TABLES, type ReportTable } from '@/lib/reports/figures';
import { keyLabel, tableCells, tableHeader, type Cell, type TableRows } from '@/lib/reports/table-columns';

const cellText = (cell: Cell) => ('kobo' in cell ? formatNaira(cell.kobo) : cell.count.toLocaleString('en-NG'));

/** A row of a report card: its first cell (a link where `href` is set), then the rest as shown; `number` cells align right. */
export type ReportCardRow = { key: string; label: string; href?: string | null; cells: { text: string; number: boolean }[] };

/**
 * One table of a report screen: a titled table that scrolls sideways on a phone, its first column kept in
 * view, and its CSV export beside the title when the role may export.
 */
export function ReportCard({ title, header, rows, exportHref, empty, note }: { title: string; header: string[]; rows: ReportCardRow[]; exportHref: string | null; empty: string; note?: string }) {
  const [heading, ...headings] = header;
  const exportLink = exportHref ? (
    <Button asChild variant="subtle" size="sm">
      <a href={exportHref} download>
        <Download aria-hidden="true" className="size-4" />
        CSV
      </a>
    </Button>
  ) : null;
  return (
    <ScreenCard title={title} aside={exportLink}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead className="sticky left-0 bg-card">{heading}</TableHead>
              {headings.map((label, index) => (
                <TableHead key={label} className={cn(rows[0]!.cells[index]?.number && 'text-right')}>
                  {label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell className="sticky left-0 bg-card font-medium">
                  {row.href ? (
                    <Link href={row.href} className="hover:underline hover:underline-offset-4">
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={headings[index]} className={cn(cell.number ? 'text-right whitespace-nowrap tabular-nums' : 'min-w-32')}>
                    {cell.text}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {note ? <p className="mt-3 text-sm text-muted-foreground">{note}</p> : null}
    </ScreenCard>
  );
}

/** One breakdown of the Sales report, its first column the group (a link to the orders behind it where the Orders list can filter by it). */
export function ReportTableCard({
  table,
  data,
  exportHref,
  keyHref,
}: {
  table: ReportTable;
  data: TableRows;
  exportHref: string | null;
  keyHref?: (key: string) => string | null;
}) {
  const rows = tableCells(data).map((row) => ({
    key: row.key,
    label: keyLabel(table, row.key),
    href: keyHref?.(row.key),
    cells: row.cells.map((cell) => ({ text: cellText(cell), number: true })),
  }));
  const note = data.kind === 'lines' && data.total > rows.length ? `The ${rows.length} biggest of ${data.total.toLocaleString('en-NG')}: the CSV has them all.` : undefined;
  return <ReportCard title={REPORT_TABLES[table]} header={tableHeader(table)} rows={rows} exportHref={exportHref} empty="No sales in this period." note={note} />;
}
