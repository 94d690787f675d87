'use client';
import { useId } from 'react';
import type { ImportEntry, ImportPreview } from '@/lib/catalog-csv/import-report';
import { formatDateTime } from '@/lib/dates';

// The import preview's stock (docs/decisions/0068-stock-changes-by-difference.md): a file's counts were
// read when it was exported, and the shop has sold since, so the import keeps the shop's counts unless
// the admin ticks "Set stock from the file". Each row whose count differs shows the count now, the
// count in the file and, when the file's name says when it was exported, the sales made since.

/** Whether the file gives any count that differs from the shop's. */
export const fileChangesStock = (preview: ImportPreview) => preview.stockOnly > 0 || preview.entries.some((entry) => entry.stock.length > 0);

export function StockChoice({ preview, fromFile, onChange, disabled }: { preview: ImportPreview; fromFile: boolean; onChange: (fromFile: boolean) => void; disabled: boolean }) {
  const id = useId();
  const exported = preview.exportedAt
    ? `The file was exported on ${formatDateTime(preview.exportedAt)}: each row says what has sold since.`
    : 'The file’s name does not say when it was exported, so the sales made since cannot be told.';
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
      <p>
        Some rows give a stock count that differs from the shop’s. {exported}{' '}
        {fromFile ? 'The counts will be set from the file, replacing the shop’s.' : 'The shop’s counts are kept.'}
      </p>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-medium">
        <input id={id} type="checkbox" checked={fromFile} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-primary" />
        Set stock from the file
      </label>
    </div>
  );
}

/** An entry's rows whose count differs: now, in the file, sold since the export; and whether the import keeps or sets them. */
export function StockLines({ entry, fromFile }: { entry: ImportEntry; fromFile: boolean }) {
  if (entry.stock.length === 0) return null;
  return (
    <table className="mt-2 w-full text-xs">
      <caption className="text-left font-medium text-foreground">{fromFile ? 'Stock set from the file' : 'Stock kept'}</caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="pr-2 text-left font-normal">
            Row
          </th>
          <th scope="col" className="pr-2 text-left font-normal">
            Variant
          </th>
          <th scope="col" className="pr-2 text-right font-normal">
            Now
          </th>
          <th scope="col" className="pr-2 text-right font-normal">
            In file
          </th>
          <th scope="col" className="text-right font-normal">
            Sold since export
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {entry.stock.map((line) => (
          <tr key={line.row}>
            <td className="pr-2">{line.row}</td>
            <td className="pr-2">{line.variant ?? '—'}</td>
            <td className="pr-2 text-right">{line.now.toLocaleString('en-NG')}</td>
            <td className="pr-2 text-right">{line.inFile.toLocaleString('en-NG')}</td>
            <td className="text-right">{line.soldSinceExport === null ? '—' : line.soldSinceExport.toLocaleString('en-NG')}</td>
          </tr>
        ))}
      </tbody>
      {entry.stockUnlisted > 0 ? (
        <tfoot>
          <tr>
            <td colSpan={5} className="text-muted-foreground">
              …and {entry.stockUnlisted.toLocaleString('en')} more rows.
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
