import { fromLagosDateTimeInput, toLagosDateTimeInput } from '@/lib/dates';

// The export's file name carries the moment it was made, in Lagos time to the second
// ("products-2026-11-27-091530.csv"), so an import of the file can tell the sales made since
// (docs/decisions/0068-stock-changes-by-difference.md). A name, not a column: Shopify's column layout stays
// as other tools read it (docs/decisions/0055-catalogue-import.md). A renamed file simply does not say.

const STAMP = /(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})/;

/** "products-2026-11-27-091530.csv" for an export made at 09:15:30 in Lagos on 27 November 2026. */
export function exportFileName(at: Date) {
  // Lagos is a whole hour from UTC, so the seconds are UTC's.
  const minute = toLagosDateTimeInput(at).replace('T', '-').replace(':', '');
  return `products-${minute}${String(at.getUTCSeconds()).padStart(2, '0')}.csv`;
}

/** When the file was exported, read from its name (a browser's " (1)" after it too); null when the name does not say. */
export function exportTimeOf(fileName: string): Date | null {
  const [, day, hours, minutes, seconds] = STAMP.exec(fileName) ?? [];
  return day ? fromLagosDateTimeInput(`${day}T${hours}:${minutes}:${seconds}`) : null;
}
