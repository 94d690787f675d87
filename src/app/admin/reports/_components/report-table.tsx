import Link from 'next/link';
import { Download } from 'lucide-react';
import { ScreenCard } from '@/components/admin/screen-card';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNaira } from '@/lib/money';
import { REPORT_TABLES, type ReportTable } from '@/lib/reports/figures';
import { keyLabel, tableCells, tableHeader, type Cell, type TableRows } from '@/lib/reports/table-columns';

const cellText = (cell: Cell) => ('kobo' in cell ? formatNaira(cell.kobo) : cell.count.toLocaleString('en-NG'));

/**
 * One breakdown of the period: a titled table that scrolls sideways on a phone, its first column the
 * group (a link to the orders behind it where the Orders list can filter by it), and its CSV export.
 */
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
  const [heading, ...headings] = tableHeader(table);
  const rows = tableCells(data);
  const exportLink = exportHref ? (
    <Button asChild variant="subtle" size="sm">
      <a href={exportHref} download>
        <Download aria-hidden="true" className="size-4" />
        CSV
      </a>
    </Button>
  ) : null;
  return (
    <ScreenCard title={REPORT_TABLES[table]} aside={exportLink}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sales in this period.</p>
      ) : (
        <Table aria-label={REPORT_TABLES[table]}>
          <TableHeader>
            <TableRow>
              <TableHead className="sticky left-0 bg-card">{heading}</TableHead>
              {headings.map((label) => (
                <TableHead key={label} className="text-right">
                  {label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const href = keyHref?.(row.key);
              const label = keyLabel(table, row.key);
              return (
                <TableRow key={row.key}>
                  <TableCell className="sticky left-0 bg-card font-medium">
                    {href ? (
                      <Link href={href} className="hover:underline hover:underline-offset-4">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </TableCell>
                  {row.cells.map((cell, index) => (
                    <TableCell key={headings[index]} className="text-right whitespace-nowrap tabular-nums">
                      {cellText(cell)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </ScreenCard>
  );
}
