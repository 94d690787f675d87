import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScreenTableCard } from '@/app/admin/reports/_components/screen-table-card';
import { columnTotal, csvHeader, csvValue, screenText, type ScreenTable } from '@/lib/reports/screen-tables';

// The tables of Reports → Made to order and Marketing (src/lib/reports/screen-tables.ts): each column's kind
// writes its cells on the screen (naira, short dates, hours or days) and in the CSV file (two decimals, ISO days,
// days), and a row's first cell links to its order.

const TABLE: ScreenTable = {
  columns: [
    { label: 'Order', kind: 'text' },
    { label: 'Balance', kind: 'kobo' },
    { label: 'Due', kind: 'day' },
    { label: 'Took', kind: 'duration' },
  ],
  rows: [
    { key: 'a', href: '/admin/orders/a', cells: ['ORD-1', 250_000_50, '2026-11-21', 6 * 3_600] },
    { key: 'b', cells: ['ORD-2', 1_000_00, null, 36 * 3_600] },
  ],
};

describe('a report screen’s table', () => {
  it('writes each kind of cell for people and for the CSV file', () => {
    expect(TABLE.rows.map((row) => row.cells.map((cell, index) => screenText(TABLE.columns[index]!.kind, cell)))).toEqual([
      ['ORD-1', '₦250,000.50', '21 Nov 2026', '6 h'],
      ['ORD-2', '₦1,000', '—', '1.5 days'],
    ]);
    expect(TABLE.rows.map((row) => row.cells.map((cell, index) => csvValue(TABLE.columns[index]!.kind, cell)))).toEqual([
      ['ORD-1', '250000.50', '2026-11-21', '0.25'],
      ['ORD-2', '1000.00', null, '1.50'],
    ]);
    expect(csvHeader(TABLE.columns)).toEqual(['Order', 'Balance', 'Due', 'Took (days)']);
    expect(columnTotal(TABLE, 1)).toBe(251_000_50);
  });

  it('links a row to its order and sets figures right', () => {
    const html = renderToStaticMarkup(<ScreenTableCard title="Balances" table={TABLE} exportHref={null} empty="None." />);
    expect(html).toMatch(/<a [^>]*href="\/admin\/orders\/a"[^>]*>ORD-1<\/a>/);
    expect(html).toMatch(/<td[^>]*class="[^"]*text-right[^"]*"[^>]*>₦250,000.50<\/td>/);
    expect(html).toMatch(/<td[^>]*class="[^"]*text-right[^"]*"[^>]*>1.5 days<\/td>/);
  });
});
