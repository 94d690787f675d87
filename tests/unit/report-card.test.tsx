import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportCard, ReportTableCard } from '@/app/admin/reports/_components/report-table';

// A report screen's table (src/app/admin/reports/_components/report-table.tsx), as the Sales report and
// Reports → For the accountant draw it: figures right-aligned, words left, its CSV link only when the role
// may export, and a sentence instead of an empty table.

const ROWS = [{ key: 'r1', label: '2026-11-05', cells: [{ text: 'ORD-7', number: false }, { text: '₦5,000', number: true }] }];

describe('a report card', () => {
  it('aligns figures right and words left, headings with their column', () => {
    const html = renderToStaticMarkup(<ReportCard title="Refunds" header={['Processed', 'Order', 'Amount']} rows={ROWS} exportHref={null} empty="None." />);
    const headings = [...html.matchAll(/<th[^>]*class="([^"]*)"[^>]*>([^<]*)<\/th>/g)].map(([, classes, name]) => [name, classes!.includes('text-right')]);
    expect(headings).toEqual([
      ['Processed', false],
      ['Order', false],
      ['Amount', true],
    ]);
    expect(html).toMatch(/<td[^>]*class="[^"]*text-right[^"]*"[^>]*>₦5,000<\/td>/);
    expect(html).not.toContain('download');
  });

  it('offers its CSV when it may, and says so when it has no rows', () => {
    const html = renderToStaticMarkup(<ReportCard title="Cash-ups" header={['Day']} rows={[]} exportHref="/admin/reports/accounts/export?table=cash-ups" empty="No cash-ups in this period." />);
    expect(html).toContain('href="/admin/reports/accounts/export?table=cash-ups"');
    expect(html).toContain('No cash-ups in this period.');
    expect(html).not.toContain('<table');
  });

  it('says when a lines table shows only its biggest rows, and where the rest are', () => {
    const rows = [{ key: 'Ikoyi Sofa', orders: 3, units: 4, salesKobo: 1_720_000_00 }];
    const shortened = renderToStaticMarkup(<ReportTableCard table="piece" data={{ kind: 'lines', rows, total: 1_234 }} exportHref={null} />);
    expect(shortened).toContain('The 1 biggest of 1,234: the CSV has them all.');
    const whole = renderToStaticMarkup(<ReportTableCard table="piece" data={{ kind: 'lines', rows, total: 1 }} exportHref={null} />);
    expect(whole).not.toContain('biggest');
  });
});
