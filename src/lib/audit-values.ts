import { formatNairaWithKobo } from './money';
import { SHOP_TIME_ZONE, formatDateTime } from './dates';

// How a before or after value of the activity log reads: money fields (named …Kobo, recorded in
// kobo) as naira with kobo, dates as Lagos time, lists and objects as compact JSON.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /kobo$/i.test(field)) return `${formatNairaWithKobo(value)} (${value} kobo)`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    return formatDateTime(value);
  }
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  const json = JSON.stringify(value);
  return json.length > 200 ? `${json.slice(0, 200)}…` : json;
}

/** A field name as words: paymentStatus → "payment status", priceKobo → "price". */
export function auditFieldLabel(field: string) {
  return field
    .replace(/Kobo$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const lagosSeconds = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Lagos wall time to the second, '2026-11-24 09:30:05', for the CSV. */
export function formatLagosSeconds(value: Date | string) {
  const parts = Object.fromEntries(lagosSeconds.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
